// The shop's business constants (page sizes, limits, fees, the mega menu's lists): the one place
// each number lives.

export const PAGE_SIZE = {
  listing: 12,
  search: 10,
  orders: 5,
  featured: 4,
  latest: 4,
  related: 4,
  searchMisses: 20,
} as const;
export const MAX_PAGE_LIMIT = 100;
/**
 * Listings and search count their matches up to this many: `pagination.total` is exact up to it,
 * and COUNT_CAP + 1 means "more than COUNT_CAP" (shown as "1000+"), so no count walks a whole
 * large catalogue for every page.
 */
export const COUNT_CAP = 1000;

export const QUANTITY_MIN = 1;
/** Upper bound of one cart or order line when stock is unknown (and the server's hard cap). */
export const QUANTITY_MAX = 99;

/**
 * The most one order line, and one order, may come to (VND, tax and shipping included for the
 * order). Far above any real basket (15 of the dearest PC is 2.25 billion), low enough that a
 * mistyped or hostile quantity is refused with a message before anything is written; larger
 * purchases go through the shop's business sales.
 */
export const ORDER_LINE_MAX_VND = 5_000_000_000;
export const ORDER_TOTAL_MAX_VND = 10_000_000_000;

export const TAX_RATE = 0.1;
/** The tax rate as the shop announces it: "10" in "prices exclude 10% VAT". */
export const VAT_PERCENT = Math.round(TAX_RATE * 100);

export const SHIPPING_METHODS = {
  standard: { cost: 0, label: 'Standard', eta: '5-7 business days', days: 7 },
  express: { cost: 15000, label: 'Express', eta: '2-3 business days', days: 3 },
  overnight: { cost: 30000, label: 'Overnight', eta: 'Next business day', days: 1 },
} as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
/**
 * How many days after delivery a shopper may return an item for a full refund: the returns page,
 * Contact's FAQ and the delivered e-mail all state this number, never their own.
 */
export const RETURN_WINDOW_DAYS = 30;
export const SHIPPING_METHOD_IDS = ['standard', 'express', 'overnight'] as const;
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard';

export const PAYMENT_METHOD_IDS = ['cod', 'card', 'paypal', 'bank_transfer', 'vnpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_IDS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';
/**
 * What a guest may pay with (no account): on delivery, or before it ships by bank transfer or
 * through VNPay (ATM card, Visa/Master, QR).
 */
export const GUEST_PAYMENT_METHODS: readonly PaymentMethod[] = ['cod', 'bank_transfer', 'vnpay'];

/**
 * Where an order's money stands, beside its status: not yet received, received, owed back to the
 * customer by hand (a cancelled order paid by transfer), given back.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

export const CATEGORY_NAMES = [
  'phones',
  'laptops',
  'tablets',
  'pc',
  'screens',
  'accessories',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** The brands the mega menu lists under each category. */
export const CATEGORY_BRANDS: Record<CategoryName, readonly string[]> = {
  phones: ['Apple', 'Samsung', 'Xiaomi', 'OPPO', 'Vivo', 'Realme'],
  laptops: ['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Microsoft'],
  tablets: ['Apple', 'Samsung', 'Microsoft', 'Lenovo', 'Huawei'],
  pc: ['Dell', 'HP', 'Lenovo', 'Asus', 'Acer'],
  screens: ['Samsung', 'LG', 'Dell', 'Acer', 'BenQ'],
  accessories: ['Apple', 'Samsung', 'Logitech', 'Razer', 'Corsair'],
};

/** The criteria the mega menu lists under each category. */
export const CATEGORY_CRITERIA: Record<CategoryName, readonly string[]> = {
  phones: ['Thin', 'Long-lasting', 'High-end', 'Mid-range', 'Budget'],
  laptops: ['Gaming', 'Business', 'Student', 'Budget'],
  tablets: ['High-end', 'Mid-range', 'Budget'],
  pc: ['Gaming', 'Business', 'Student', 'Budget'],
  screens: ['4K', 'Curved', 'Gaming', 'Budget'],
  accessories: ['Gaming', 'Office', 'Travel', 'Budget'],
};

export const CSRF_TOKEN_REUSE_MS = 25 * 60 * 1000;
export const CSRF_FORCED_REFRESH_MIN_INTERVAL_MS = 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_REFRESH_LEAD_SECONDS = 60;

export const TOAST_DURATION_MS = 5000;
export const ORDER_FAILURE_TOAST_MS = 6000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const BADGE_CAP = 99;

export const CATEGORY_DESCRIPTION_CUT = 100;
export const SHORT_DESCRIPTION_CUT = 150;
export const CARD_MAX_COLORS = 4;
export const CARD_MAX_SIZES = 3;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_SEND_DELAY_MS = 1000;

export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_CHANGE = 8;
/** Upper bound on password length: long enough for passphrases, short enough to bound hashing cost. */
export const PASSWORD_MAX = 256;
export const DEFAULT_COUNTRY = 'Vietnam';

export const DESKTOP_MIN_WIDTH = 1024;
export const MENU_HOVER_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const CAROUSEL_INTERVAL_MS = 5000;
export const SPECIAL_OFFER_MAX_PERCENT = 40;

export const CART_STORAGE_KEY = 'cart';
export const CHECKOUT_STORAGE_KEY = 'checkout-data';

/** URLs in one sitemap file (the sitemaps.org limit is 50,000). */
export const SITEMAP_URLS_PER_FILE = 50_000;
