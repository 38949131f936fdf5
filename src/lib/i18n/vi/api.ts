// Vietnamese: the API's messages to shoppers, the same keys and {placeholders} as ../en/api.ts.
import { IN_THE_BOX_ITEM_MAX, IN_THE_BOX_MAX, WARRANTY_MONTHS_MAX } from '../../product-facts.ts';
import type { Widen } from '../types.ts';
import type { api as en } from '../en/api.ts';
import { POLICY_BODY_MAX, POLICY_TITLE_MAX } from '../../policies.ts';

const count = (value: number) => value.toLocaleString('vi-VN');

export const api: Widen<typeof en> = {
  http: {
    notFound: 'Không tìm thấy',
    internal: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    validationFailed: 'Thông tin chưa hợp lệ',
    malformedJson: 'Dữ liệu gửi lên không đúng định dạng JSON',
    jsonTooDeep: 'Dữ liệu JSON lồng quá sâu (tối đa {levels} cấp)',
    nul: 'Có chứa ký tự NUL',
    unicode: 'Có chứa ký tự Unicode không hợp lệ',
    unknownField: 'Trường không được hỗ trợ',
    invalidQuery: 'Tham số không hợp lệ: {fields}',
    bodyTooLarge: 'Dữ liệu gửi lên quá lớn',
    busy: 'Cửa hàng đang bận và chưa lưu được gì. Vui lòng thử lại.',
    overload:
      'Cửa hàng đang có quá nhiều khách truy cập nên chưa xử lý yêu cầu của bạn. Vui lòng thử lại sau giây lát.',
  },
  access: {
    signInRequired: 'Vui lòng đăng nhập',
    invalidToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    invalidRefresh: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    csrf: 'Phiên làm việc đã hết hạn. Vui lòng tải lại trang và thử lại.',
  },
  accounts: {
    emailTaken: 'Email này đã được dùng cho một tài khoản khác',
    phoneTaken: 'Số điện thoại này đã được dùng cho một tài khoản khác',
    invalidCredentials: 'Email hoặc mật khẩu không đúng',
    invalidPhoneCredentials: 'Số điện thoại hoặc mật khẩu không đúng',
  },
  throttle: {
    signIn: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau.',
    signUp: 'Bạn đã đăng ký quá nhiều lần. Vui lòng thử lại sau.',
    changePassword: 'Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần. Vui lòng thử lại sau.',
    contactChange: 'Bạn đã đổi email hoặc số điện thoại quá nhiều lần. Vui lòng thử lại sau.',
    orderLookup: 'Bạn đã tra cứu đơn hàng quá nhiều lần. Vui lòng thử lại sau.',
  },
  address: {
    provinceNotFound: 'Không tìm thấy tỉnh/thành phố',
    provinceMissing: 'Vui lòng chọn tỉnh/thành phố của phường/xã này',
    provinceUnknown: 'Tỉnh/thành phố này không tồn tại',
    wardNotInProvince: 'Phường/xã/đặc khu này không thuộc tỉnh/thành phố đã chọn',
    stateMismatch: 'Tỉnh/Thành phố không khớp với tỉnh/thành phố đã chọn',
    cityMismatch: 'Phường/Xã không khớp với phường/xã/đặc khu đã chọn',
  },
  orders: {
    notFound: 'Không tìm thấy đơn hàng',
    lookupNotFound:
      'Không tìm thấy đơn hàng nào khớp với mã đơn hàng và số điện thoại hoặc email này. Vui lòng kiểm tra lại.',
    outOfStock: 'Hết hàng',
    onlyLeft: 'Chỉ còn {count} sản phẩm',
    pricesChanged: 'Giá sản phẩm đã thay đổi',
    priceNow: 'Giá hiện tại là {amount}',
    deliveryFeeNow: 'Phí giao hàng hiện tại là {amount}',
    amountNow: 'Số tiền hiện tại là {amount}',
    productNotFound: 'Không tìm thấy sản phẩm',
    selectVariation: 'Vui lòng chọn phân loại',
    variationNotOfProduct: 'Phân loại này không thuộc sản phẩm',
    noVariations: 'Sản phẩm này không có phân loại',
    cannotCancel: 'Không thể hủy đơn hàng này',
    idempotencyReused:
      'Đơn hàng này đã được gửi trước đó với thông tin khác nên chưa có đơn mới nào được tạo. Vui lòng kiểm tra đơn hàng của bạn trước khi thử lại.',
    idempotencyKeyLength: 'Idempotency-Key phải dài từ 1 đến {max} ký tự',
    guestPaysOnDelivery: 'Khách chưa đăng nhập chỉ được thanh toán khi nhận hàng (COD)',
    paymentDeclined: 'Thanh toán bị từ chối: {reason}',
    cardDeclined: 'Thẻ của bạn bị từ chối.',
    cardInvalid: 'Số thẻ không hợp lệ.',
    cardDeclinedTestCard: 'Thẻ của bạn bị từ chối. Hãy dùng thẻ thử 4242 4242 4242 4242.',
    refundFailed: 'Hoàn tiền không thành công: {reason} Đơn hàng chưa được hủy; vui lòng thử lại.',
    refundKeyReused: 'Mã hoàn tiền này đã được dùng cho một lần hoàn tiền khác.',
    noSuchCharge: 'Không tìm thấy giao dịch thanh toán.',
    refundAmountInvalid: 'Số tiền hoàn không hợp lệ.',
  },
  payments: {
    badSignature: 'Chữ ký của thông báo bị thiếu hoặc không khớp.',
    stale: 'Thông báo đã quá cũ hoặc có thời gian ở tương lai.',
    unknownOrder:
      'Không tìm thấy đơn hàng khớp với nội dung chuyển khoản. Giao dịch đã được ghi nhận để cửa hàng kiểm tra.',
    wrongAmount:
      'Số tiền chuyển khoản không khớp với tổng tiền của đơn hàng. Giao dịch đã được ghi nhận để cửa hàng kiểm tra.',
    notAwaiting:
      'Đơn hàng không ở trạng thái chờ chuyển khoản. Giao dịch đã được ghi nhận để cửa hàng kiểm tra.',
  },
  vnpay: {
    notAwaiting: 'Đơn hàng này không còn chờ thanh toán qua VNPay.',
    badReturn: 'Không thể xác minh kết quả thanh toán: chữ ký không khớp.',
    badRequest: 'Yêu cầu thanh toán không có chữ ký hợp lệ của cửa hàng.',
    expired: 'Yêu cầu thanh toán này đã hết hạn. Vui lòng quay lại cửa hàng và thanh toán lại.',
  },
  productFacts: {
    warrantyMonths: `Bảo hành: số tháng nguyên từ 0 (không bảo hành) đến ${WARRANTY_MONTHS_MAX}`,
    warrantyProvider: 'Bên bảo hành: manufacturer (hãng) hoặc shop (cửa hàng)',
    warrantyProviderRequired: 'Hãy chọn bên bảo hành: hãng sản xuất hoặc cửa hàng',
    warrantyProviderWithoutWarranty: 'Sản phẩm không bảo hành (0 tháng) thì không có bên bảo hành',
    inTheBoxItem: `Mỗi món trong hộp dài từ 1 đến ${IN_THE_BOX_ITEM_MAX} ký tự`,
    inTheBoxTooMany: `Trong hộp ghi tối đa ${IN_THE_BOX_MAX} món`,
    origin: 'Xuất xứ: mã ISO hai chữ cái của quốc gia, ví dụ VN hoặc CN',
  },
  catalog: {
    categoryNotFound: 'Không tìm thấy danh mục',
    filters: {
      minNotNumber: 'Giá trị min của bộ lọc {field} phải là số',
      maxNotNumber: 'Giá trị max của bộ lọc {field} phải là số',
      notNumber: 'Bộ lọc {field} phải là số',
      notBoolean: 'Bộ lọc {field} chỉ nhận true hoặc false',
      notRange: 'Bộ lọc {field} không phải kiểu số: chỉ trường kiểu số mới có min và max',
      minOverMax: 'Bộ lọc {field}: min không được lớn hơn max',
      number: 'phải là số',
      boolean: 'phải là true hoặc false',
      range: 'chỉ trường kiểu số mới có min và max',
      order: 'không được lớn hơn max',
    },
  },
  policies: {
    notFound: 'Không tìm thấy trang chính sách',
    titleRequired: 'Vui lòng nhập tiêu đề',
    titleTooLong: `Tiêu đề tối đa ${count(POLICY_TITLE_MAX)} ký tự`,
    bodyRequired: 'Vui lòng nhập nội dung',
    bodyTooLong: `Nội dung tối đa ${count(POLICY_BODY_MAX)} ký tự`,
    bodyDayCount: 'Hãy viết số ngày bằng biến: {example} thay cho "{found}"',
    bodyUnknownPlaceholder: 'Không có biến {found}; trang chỉ điền các biến {known}',
  },
};
