// Vietnamese: the cart strings, the same keys and {placeholders} as ../en/cart.ts.
import type { Widen } from '../types.ts';
import type { cart as en } from '../en/cart.ts';

export const cart: Widen<typeof en> = {
  title: 'Giỏ hàng',
  metaDescription: 'Các sản phẩm trong giỏ hàng của bạn tại VietTech Store.',
  noscript: 'Giỏ hàng cần JavaScript. Vui lòng bật JavaScript để xem giỏ hàng.',
  page: {
    loading: 'Đang tải giỏ hàng',
    emptyTitle: 'Giỏ hàng của bạn đang trống',
    emptyText: 'Bạn chưa thêm sản phẩm nào vào giỏ hàng.',
    explore: 'Khám phá sản phẩm',
    linesHeading: 'Sản phẩm trong giỏ hàng',
    clear: 'Xóa giỏ hàng',
    continueShopping: 'Tiếp tục mua sắm',
    summary: 'Tóm tắt đơn hàng',
    subtotal: 'Tạm tính ({items})',
    shipping: 'Phí vận chuyển',
    free: 'Miễn phí',
    total: 'Tổng cộng',
    checkout: 'Tiến hành thanh toán',
    itemOne: '{count} sản phẩm',
    itemMany: '{count} sản phẩm',
    each: '{price} / sản phẩm',
    remove: 'Xóa {name}',
    quantityOf: 'Số lượng {item}',
    decreaseOf: 'Giảm số lượng {item}',
    increaseOf: 'Tăng số lượng {item}',
    outOfStock: 'Hết hàng',
    onlyLeft: 'Chỉ còn {count} sản phẩm',
    onlyLeftLowered: 'Chỉ còn {count} sản phẩm nên số lượng đã được giảm',
    itemRemoved: 'Đã xóa sản phẩm',
    itemRemovedText: 'Đã xóa {name} khỏi giỏ hàng.',
    undo: 'Hoàn tác',
    cartCleared: 'Đã xóa giỏ hàng',
    cartClearedText: 'Đã xóa tất cả sản phẩm khỏi giỏ hàng.',
  },
};
