// Khối thông tin người bán ở chân trang (tiếng Anh: ../en/company.ts).
import type { Messages } from '../types.ts';

export const company: Messages['company'] = {
  label: 'Thông tin người bán',
  registration: 'Mã số doanh nghiệp {number}, cấp ngày {date} tại {place}',
  taxCode: 'Mã số thuế: {code}',
  address: 'Địa chỉ: {address}',
  hotline: 'Hotline',
  email: 'Email',
  hours: 'Giờ hỗ trợ: {hours}',
  zalo: 'Zalo',
  moitNotice: 'Đã thông báo Bộ Công Thương',
};
