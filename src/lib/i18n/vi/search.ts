// Vietnamese: the search strings, the same keys and {placeholders} as ../en/search.ts.
import type { Widen } from '../types.ts';
import type { search as en } from '../en/search.ts';

export const search: Widen<typeof en> = {
  metaTitle: 'Tìm kiếm',
  metaDescription:
    'Tìm điện thoại, laptop, máy tính bảng, PC, màn hình và phụ kiện theo tên, thương hiệu hoặc danh mục.',
  heading: 'Tìm kiếm sản phẩm',
  label: 'Tìm kiếm sản phẩm',
  placeholder: 'Bạn tìm gì hôm nay?',
  submit: 'Tìm kiếm',
  formLabel: 'Trang tìm kiếm',
  suggestionsList: 'Gợi ý tìm kiếm',
  categories: 'Danh mục',
  products: 'Sản phẩm',
  noSuggestions: 'Không có gợi ý',
  suggestionOne: '1 gợi ý',
  suggestionMany: '{count} gợi ý',
  featuredProducts: 'Sản phẩm nổi bật',
  recentSearches: 'Tìm kiếm gần đây',
  recent: { gamingLaptop: 'laptop chơi game', wirelessEarbuds: 'tai nghe không dây' },
  searching: 'Đang tìm...',
  foundOne: 'Tìm thấy {count} sản phẩm',
  foundMany: 'Tìm thấy {count} sản phẩm',
  resultsFor: 'Kết quả cho “{query}”',
  similar: 'Không có sản phẩm khớp chính xác với "{query}". Đây là các sản phẩm tương tự.',
  noResults: 'Không tìm thấy sản phẩm',
  noResultsText:
    'Không có sản phẩm nào phù hợp với “{query}”. Bạn thử từ khóa khác hoặc xem các sản phẩm nổi bật nhé.',
  browseFeatured: 'Xem sản phẩm nổi bật',
  failed: 'Không tìm kiếm được sản phẩm. Vui lòng thử lại.',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  page: 'Trang {page}',
  pagination: 'Phân trang',
};
