// Money display: integer VND, never divided (DESIGN.md "Rules that are easy to get wrong").
const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** "30.990.000 ₫": the price everywhere a full currency format is shown. */
export const formatVnd = (amount: number): string => vnd.format(amount);

/** "30.990.000đ": the short form with the đ mark used on the categories page. */
export const formatVndShort = (amount: number): string => `${grouped.format(amount)}đ`;
