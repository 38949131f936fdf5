// The shop details' rules in Vietnamese (their English: lib/shop-identity.ts).
import type { Messages } from '../types.ts';

export const shopIdentity: Messages['shopIdentity'] = {
  legalNameRequired: 'Cần nhập tên pháp lý khi đã điền bất kỳ thông tin nào khác',
  registrationNumberInvalid:
    'Mã số doanh nghiệp gồm 10 chữ số (chi nhánh thêm dấu gạch ngang và 3 chữ số)',
  registrationDateRequired: 'Cần nhập ngày cấp cùng với mã số doanh nghiệp',
  registrationDateInvalid: 'Nhập ngày cấp theo dạng ngày (YYYY-MM-DD)',
  registrationDateFuture: 'Ngày cấp không được ở tương lai',
  registrationPlaceRequired: 'Cần nhập nơi cấp cùng với mã số doanh nghiệp',
  registrationNumberRequired: 'Cần nhập mã số doanh nghiệp cùng với ngày cấp và nơi cấp',
  taxCodeInvalid: 'Mã số thuế gồm 10 chữ số (chi nhánh thêm dấu gạch ngang và 3 chữ số)',
  hotlineInvalid: 'Vui lòng nhập số điện thoại Việt Nam hợp lệ (10 chữ số)',
  supportEmailInvalid: 'Địa chỉ email không hợp lệ',
  zaloInvalid: 'Zalo là một số điện thoại Việt Nam hoặc một liên kết https:// trên zalo.me',
  urlInvalid: 'Nhập địa chỉ đầy đủ bắt đầu bằng https://',
  moitUrlInvalid: 'Liên kết thông báo là một địa chỉ https:// trên online.gov.vn',
  moitUrlRequired: 'Cần có liên kết thông báo để hiển thị thông báo',
  tooLong: 'Tối đa {max} ký tự',
  saved: 'Đã lưu thông tin cửa hàng',
};
