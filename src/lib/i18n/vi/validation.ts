// Vietnamese: the forms' validation messages, the same keys as MESSAGES (src/lib/validation.ts).
import {
  CONTACT_MESSAGE_MIN,
  ORDER_LINE_MAX_VND,
  ORDER_TOTAL_MAX_VND,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_REGISTER,
} from '../../constants.ts';
import { formatVnd } from '../../format.ts';
import type { MESSAGES } from '../../validation.ts';
import type { Widen } from '../types.ts';

export const validation: Widen<typeof MESSAGES> = {
  nameRequired: 'Vui lòng nhập họ tên',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Địa chỉ email không hợp lệ',
  subjectRequired: 'Vui lòng nhập tiêu đề',
  messageRequired: 'Vui lòng nhập nội dung',
  messageTooShort: `Nội dung cần ít nhất ${CONTACT_MESSAGE_MIN} ký tự`,
  fullNameRequired: 'Vui lòng nhập họ tên',
  addressRequired: 'Vui lòng nhập địa chỉ',
  cityRequired: 'Vui lòng nhập phường/xã',
  stateRequired: 'Vui lòng nhập tỉnh/thành phố',
  zipRequired: 'Vui lòng nhập mã bưu chính',
  countryRequired: 'Vui lòng nhập quốc gia',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Vui lòng nhập số điện thoại Việt Nam hợp lệ (10 chữ số)',
  cardNumberInvalid: 'Vui lòng nhập số thẻ hợp lệ gồm 16 chữ số',
  cardHolderRequired: 'Vui lòng nhập tên chủ thẻ',
  expiryInvalid: 'Định dạng: MM/YY',
  cvvInvalid: '3–4 chữ số',
  orderTotalInvalid: 'Lỗi tính tiền đơn hàng: giá hoặc số lượng không hợp lệ',
  orderLineTooLarge: `Mỗi dòng sản phẩm tối đa ${formatVnd(ORDER_LINE_MAX_VND)}; để mua nhiều hơn, vui lòng liên hệ bộ phận bán hàng doanh nghiệp.`,
  orderTooLarge: `Mỗi đơn hàng tối đa ${formatVnd(ORDER_TOTAL_MAX_VND)}; vui lòng tách đơn hoặc liên hệ bộ phận bán hàng doanh nghiệp.`,
  emailOrPhoneRequired: 'Vui lòng nhập email hoặc số điện thoại',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordTooShortRegister: `Mật khẩu cần ít nhất ${PASSWORD_MIN_REGISTER} ký tự`,
  passwordsDoNotMatch: 'Mật khẩu nhập lại không khớp',
  streetRequired: 'Vui lòng nhập số nhà, tên đường',
  stateProvinceRequired: 'Vui lòng nhập tỉnh/thành phố',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  newPasswordRequired: 'Vui lòng nhập mật khẩu mới',
  passwordTooShortChange: `Mật khẩu cần ít nhất ${PASSWORD_MIN_CHANGE} ký tự`,
  confirmNewPasswordRequired: 'Vui lòng nhập lại mật khẩu mới',
  newPasswordsDontMatch: 'Mật khẩu nhập lại không khớp',
  currentPasswordIncorrect: 'Mật khẩu hiện tại không đúng',
  deleteConfirm: 'Vui lòng gõ DELETE để xác nhận',
  orderNumberRequired: 'Vui lòng nhập mã đơn hàng',
};
