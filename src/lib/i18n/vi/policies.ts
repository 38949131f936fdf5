// Vietnamese: the policy pages' frame, the same keys and {placeholders} as ../en/policies.ts.
import type { Widen } from '../types.ts';
import type { policies as en } from '../en/policies.ts';

export const policies: Widen<typeof en> = {
  nav: 'Chính sách',
  links: {
    warranty: 'Bảo hành',
    returns: 'Đổi trả',
    shipping: 'Giao hàng',
    privacy: 'Bảo mật thông tin',
    terms: 'Điều khoản mua bán',
  },
  updated: 'Cập nhật lần cuối: {date}',
  factsTitle: 'Tóm tắt',
  returnWindow: 'Thời hạn đổi trả: {days} ngày kể từ ngày nhận hàng, hoàn tiền đầy đủ.',
  returnsHow:
    'Để đổi trả, vui lòng liên hệ với chúng tôi kèm mã đơn hàng qua điện thoại, email hoặc biểu mẫu ở trang Liên hệ.',
  shippingTitle: 'Thời gian và phí giao hàng',
  shippingMethod: 'Hình thức',
  shippingTime: 'Thời gian giao hàng',
  shippingFee: 'Phí giao hàng',
  metaDescription: '{title}: cách {shop} thực hiện, viết rõ ràng và dễ hiểu.',
};
