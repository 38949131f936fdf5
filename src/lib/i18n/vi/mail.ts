// Vietnamese: the e-mails and text messages to customers, the same keys and {placeholders} as
// ../en/mail.ts. Text messages are written without tone marks: one SMS holds 160 GSM-7
// characters, and a single accented letter would cut that to 70.
import type { Widen } from '../types.ts';
import type { mail as en } from '../en/mail.ts';
import { RETURN_WINDOW_DAYS } from '../../constants.ts';
import { checkout } from './checkout.ts';

/** "Nhanh (…)": the checkout's method and delivery time, never retyped. */
const shippingLabel = (method: keyof typeof checkout.screen.etas) => {
  const eta = checkout.screen.etas[method];
  return `${checkout.screen.methods[method]} (${eta.charAt(0).toLowerCase()}${eta.slice(1)})`;
};

export const mail: Widen<typeof en> = {
  hello: 'Xin chào {name},',
  helloNoName: 'Xin chào bạn,',
  support: 'Cần hỗ trợ? Gửi email tới {email} hoặc gọi {phone} ({hours}).',
  supportByEmail: 'Cần hỗ trợ? Gửi email tới {email} ({hours}).',
  supportByPhone: 'Cần hỗ trợ? Gọi {phone} ({hours}).',
  dateTime: '{dateTime} (giờ Việt Nam)',
  subtotal: 'Tạm tính',
  shipping: 'Phí vận chuyển – {method}',
  free: 'Miễn phí',
  tax: 'Thuế (VAT {percent}%)',
  total: 'Tổng cộng',
  shippingMethods: {
    standard: shippingLabel('standard'),
    express: shippingLabel('express'),
    overnight: shippingLabel('overnight'),
  },
  paymentMethods: {
    cod: 'Thanh toán khi nhận hàng (COD)',
    card: 'Thẻ tín dụng',
    bank_transfer: 'Chuyển khoản ngân hàng (VietQR)',
    vnpay: 'VNPay: thẻ ATM, Visa/Master, QR',
  },
  payCod: '{method}: vui lòng chuẩn bị sẵn {total} khi nhận hàng.',
  payCard: '{method}{brand}{ending}: đã thanh toán {total}.',
  cardBrand: ' ({brand})',
  cardEnding: ' có số cuối {last4}',
  payOther: '{method}: {total}.',
  payTransfer:
    '{method}: vui lòng chuyển khoản {total} trước {deadline}, nội dung chuyển khoản là mã đơn hàng. Chúng tôi sẽ chuẩn bị hàng ngay khi nhận được tiền; nếu quá thời hạn trên mà chưa thanh toán, đơn hàng sẽ tự động bị hủy.',

  paid: {
    subject: 'Đã nhận thanh toán cho đơn hàng {number}',
    body: 'Chúng tôi đã nhận được {amount} bạn chuyển khoản cho đơn hàng {number}. Đơn hàng đang được chuẩn bị và chúng tôi sẽ gửi email cho bạn khi hàng được gửi đi.',
    bodyVnpay:
      'Chúng tôi đã nhận được {amount} bạn thanh toán qua VNPay cho đơn hàng {number}. Đơn hàng đang được chuẩn bị và chúng tôi sẽ gửi email cho bạn khi hàng được gửi đi.',
  },
  viewOrders: 'Xem đơn hàng của tôi',
  trackOrder: 'Tra cứu đơn hàng',
  confirmation: {
    subject: 'Đơn hàng {number} đã được xác nhận',
    thanks:
      'Cảm ơn bạn đã đặt hàng tại {shop}. Chúng tôi đã nhận được đơn hàng {number} của bạn, đặt ngày {date}, và sẽ gửi email cho bạn khi đơn hàng được gửi đi.',
    order: 'Mã đơn hàng {number}',
    shippingAddress: 'Địa chỉ giao hàng',
    payment: 'Phương thức thanh toán',
  },
  shipped: {
    subject: 'Đơn hàng {number} đang được giao',
    body: 'Tin vui: đơn hàng {number} của bạn đã được gửi đi, giao theo hình thức {method}.',
    shippingTo: 'Giao đến',
  },
  delivered: {
    subject: 'Đơn hàng {number} đã giao thành công',
    body: `Đơn hàng {number} của bạn đã được giao thành công. Chúc bạn hài lòng với sản phẩm! Bạn có thể đổi trả bất kỳ sản phẩm nào trong vòng ${RETURN_WINDOW_DAYS} ngày kể từ ngày nhận hàng.`,
    reviewAsk: 'Hãy chia sẻ cảm nhận về sản phẩm bạn đã mua để giúp những khách hàng khác:',
    writeReview: 'Viết đánh giá',
  },
  cancelled: {
    subject: 'Đơn hàng {number} đã bị hủy',
    body: 'Đơn hàng {number} của bạn đã được hủy.',
    refunded:
      'Chúng tôi đã hoàn {amount}{card}. Tùy ngân hàng, khoản hoàn tiền sẽ hiển thị trên sao kê sau 5-10 ngày làm việc.',
    refundCard: ' vào thẻ {brand}có số cuối {last4}',
    nothingCharged: 'Đơn hàng này chưa được thanh toán nên không có khoản nào cần hoàn tiền.',
    refundDue:
      'Bạn đã thanh toán {amount} cho đơn hàng này. Chúng tôi sẽ chuyển khoản hoàn lại cho bạn trong vòng 5 ngày làm việc và sẽ liên hệ nếu cần thông tin tài khoản ngân hàng của bạn.',
  },
  passwordReset: {
    subject: 'Đặt lại mật khẩu tài khoản {shop}',
    body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản {shop} của bạn. Đường dẫn bên dưới chỉ dùng được một lần, trong {minutes} phút.',
    button: 'Đặt lại mật khẩu',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn được giữ nguyên.',
  },
  passwordChanged: {
    subject: 'Mật khẩu tài khoản {shop} đã được thay đổi',
    body: 'Mật khẩu tài khoản {shop} của bạn đã được thay đổi lúc {at}. {signedOut}',
    signedOutAll: 'Tất cả thiết bị đang đăng nhập đã được đăng xuất.',
    signedOutOthers: 'Các thiết bị khác đang đăng nhập đã được đăng xuất.',
    notYou: 'Nếu không phải bạn thay đổi, hãy đặt lại mật khẩu ngay và báo cho chúng tôi.',
    button: 'Đặt lại mật khẩu',
  },
  accountDeleted: {
    subject: 'Tài khoản {shop} của bạn đã được xóa',
    body: 'Tài khoản {shop} của bạn đã được xóa lúc {at} theo yêu cầu của bạn. Họ tên, email, số điện thoại và địa chỉ đã được xóa khỏi tài khoản, và tài khoản không thể đăng nhập được nữa. Các đơn hàng bạn đã đặt vẫn được lưu lại cho mục đích kế toán.',
    thanks: 'Cảm ơn bạn đã mua sắm tại {shop}.',
  },
  sms: {
    resetCode:
      '{shop}: ma dat lai mat khau cua ban la {code}, dung 1 lan trong {minutes} phut. Khong chia se ma nay. Ban khong yeu cau? Hay bo qua tin nhan.',
    passwordChanged:
      '{shop}: mat khau cua ban vua duoc doi{how}, cac thiet bi khac da dang xuat. Khong phai ban? Hay dat lai mat khau tai trang dang nhap.',
    withResetCode: ' bang ma dat lai',
  },
};
