// Vietnamese: reviews, the same keys as REVIEW_MESSAGES (src/lib/reviews.ts).
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type REVIEW_MESSAGES,
} from '../../reviews.ts';
import type { Widen } from '../types.ts';

const thousands = (n: number) => n.toLocaleString('vi-VN');

export const reviews: Widen<typeof REVIEW_MESSAGES> = {
  ratingInvalid: `Chọn từ ${REVIEW_RATING_MIN} đến ${REVIEW_RATING_MAX} sao`,
  textTooShort: `Đánh giá cần ít nhất ${REVIEW_TEXT_MIN} ký tự`,
  textTooLong: `Đánh giá tối đa ${thousands(REVIEW_TEXT_MAX)} ký tự`,
  orderNotFound: 'Không tìm thấy đơn hàng',
  notDelivered: 'Chỉ đánh giá được đơn hàng đã giao. Bạn có thể đánh giá khi nhận được hàng.',
  alreadyReviewed: 'Bạn đã đánh giá sản phẩm này cho đơn hàng này',
  notInOrder: 'Sản phẩm này không có trong đơn hàng',
  twice: 'Sản phẩm này xuất hiện hai lần trong yêu cầu',
  productNotFound: 'Không tìm thấy sản phẩm',
  reviewNotFound: 'Không tìm thấy đánh giá',
  saved: 'Cảm ơn bạn! Đánh giá của bạn đã được đăng.',
  submitFailed: 'Chưa lưu được đánh giá. Vui lòng thử lại.',
  loadFailed: 'Không tải được đơn hàng. Vui lòng thử lại.',
  moreFailed: 'Không tải thêm được đánh giá. Vui lòng thử lại.',
  noReviews: 'Hãy là người đầu tiên đánh giá',
  signInToReview: 'Đăng nhập để đánh giá sản phẩm bạn đã nhận.',
  onlyBuyers: 'Chỉ khách hàng đã nhận sản phẩm này mới có thể đánh giá.',
  awaitingDelivery: 'Bạn có thể đánh giá sản phẩm này khi đơn hàng được giao.',
  reviewedAlready: 'Bạn đã đánh giá sản phẩm này. Cảm ơn bạn!',
  verified: 'Đã mua hàng',
  writeReview: 'Viết đánh giá',
  signIn: 'Đăng nhập để viết đánh giá',
  moreReviews: 'Xem thêm đánh giá',
  nothingToSubmit: 'Hãy chấm sao và viết vài dòng về sản phẩm trước đã.',
  allReviewed: 'Bạn đã đánh giá tất cả sản phẩm của đơn hàng này. Cảm ơn bạn!',
  productGone: 'Sản phẩm này không còn được bán tại cửa hàng.',
};
