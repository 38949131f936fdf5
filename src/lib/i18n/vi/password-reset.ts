// Vietnamese: resetting a password, the same keys as PASSWORD_RESET_MESSAGES (src/lib/password-reset.ts).
import {
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type PASSWORD_RESET_MESSAGES,
} from '../../password-reset.ts';
import type { Widen } from '../types.ts';

export const passwordReset: Widen<typeof PASSWORD_RESET_MESSAGES> = {
  sent: `Nếu email này có tài khoản, chúng tôi đã gửi đường dẫn đặt lại mật khẩu. Đường dẫn có hiệu lực trong ${RESET_TOKEN_TTL_MINUTES} phút.`,
  sentText: `Nếu số điện thoại này có tài khoản, chúng tôi đã gửi tin nhắn kèm mã ${RESET_CODE_LENGTH} chữ số để đặt lại mật khẩu. Mã có hiệu lực trong ${RESET_CODE_TTL_MINUTES} phút.`,
  invalidCode: 'Mã không hợp lệ. Hãy kiểm tra lại mã trong tin nhắn, hoặc yêu cầu mã mới.',
  expiredCode: 'Mã đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu mã mới.',
  codeFormat: `Nhập mã ${RESET_CODE_LENGTH} chữ số trong tin nhắn`,
  invalidToken: 'Đường dẫn đặt lại mật khẩu không hợp lệ. Vui lòng yêu cầu đường dẫn mới.',
  expiredToken:
    'Đường dẫn đặt lại mật khẩu đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu đường dẫn mới.',
  codeIntro: `Nhập số điện thoại và mã ${RESET_CODE_LENGTH} chữ số trong tin nhắn của chúng tôi. Nếu bạn nhận email đặt lại mật khẩu, hãy mở đường dẫn trong email đó.`,
  done: 'Mật khẩu của bạn đã được đặt lại. Mọi thiết bị đang đăng nhập đều đã được đăng xuất.',
  tooMany: 'Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau.',
  failed: 'Không đặt lại được mật khẩu. Vui lòng thử lại.',
  requestFailed: 'Không gửi được đường dẫn đặt lại mật khẩu. Vui lòng thử lại.',
};
