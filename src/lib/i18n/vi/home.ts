// Vietnamese: the home strings, the same keys and {placeholders} as ../en/home.ts.
import type { Widen } from '../types.ts';
import type { home as en } from '../en/home.ts';

export const home: Widen<typeof en> = {
  metaTitle: 'Điện thoại, laptop, máy tính bảng và phụ kiện',
  metaDescription:
    'Mua điện thoại, laptop, máy tính bảng, PC, màn hình và phụ kiện chính hãng tại Việt Nam: bảo hành chính hãng, giao hàng nhanh, giá bằng VNĐ.',
  heading: '{shop}: đồ điện tử chính hãng cho người Việt',
  featuredProducts: 'Sản phẩm nổi bật',
  latestArrivals: 'Hàng mới về',
  viewAll: 'Xem tất cả',
  viewAllFeatured: ' sản phẩm nổi bật',
  viewAllLatest: ' hàng mới về',
  featuredFailed: 'Không tải được sản phẩm nổi bật. Vui lòng thử lại sau.',
  latestFailed: 'Không tải được sản phẩm mới. Vui lòng thử lại sau.',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundDescription: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi nơi khác.',
  goHome: 'Về trang chủ',
};
