// Who the shop is, written once: the name and contact details that the site, the Contact page
// and every e-mail show.
export const SHOP = {
  name: 'VietTech Store',
  address: '123 Nguyễn Huệ, Sài Gòn Ward, Ho Chi Minh City',
  phone: '028 3822 1234',
  email: 'support@viettech.example',
  supportHours: 'Mon-Fri 9am-6pm',
  /** The sender of the shop's e-mail (MAIL_FROM overrides it). */
  noReplyEmail: 'no-reply@viettech.example',
} as const;

/** The shop's name, as titles, headers and e-mail show it. */
export const SHOP_NAME = SHOP.name;
