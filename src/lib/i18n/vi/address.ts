// Vietnamese: the address pickers and the notice of an address written with the units before the
// 2025 reform; the same keys and {placeholders} as ../en/address.ts.
import type { Widen } from '../types.ts';
import type { address as en } from '../en/address.ts';

export const address: Widen<typeof en> = {
  provincesList: 'Tỉnh/thành phố',
  wardsList: 'Phường, xã, đặc khu',
  loading: 'Đang tải danh sách…',
  loadFailed: 'Không tải được danh sách. Bạn vẫn có thể tự nhập tên.',
  chooseProvinceFirst: 'Vui lòng chọn Tỉnh/Thành phố trước để xem danh sách phường/xã.',
  noMatch: 'Không tìm thấy kết quả phù hợp. Vui lòng kiểm tra lại hoặc tự nhập tên.',
  resultOne: 'Có 1 kết quả. Dùng phím mũi tên lên/xuống, rồi nhấn Enter để chọn.',
  resultMany: 'Có {count} kết quả. Dùng phím mũi tên lên/xuống, rồi nhấn Enter để chọn.',
  chosen: 'Đã chọn {name}.',
  kinds: {
    city: 'Thành phố',
    province: 'Tỉnh',
    ward: 'Phường',
    commune: 'Xã',
    'special-zone': 'Đặc khu',
  },
  oldUnits: {
    notice:
      'Địa chỉ của bạn đang dùng đơn vị hành chính trước tháng 7/2025. Chúng tôi đề xuất: {suggestion}',
    chooseWard: 'sau đó chọn phường/xã của bạn',
    confirm: 'Xác nhận',
    edit: 'Sửa',
  },
};
