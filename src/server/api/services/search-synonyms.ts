// The search's vocabulary, kept as data: what a product is (its type), the words its search title
// carries, and what shoppers type for it in Vietnamese and English. Edit the tables, not the code:
// search-text.ts writes the document side, search-query.ts reads the query side.
//
// Every phrase is normalised before use (lower case, diacritics stripped, đ to d), so a phrase
// written with its diacritics ("củ sạc") also matches what a shopper types without them ("cu sac"),
// and one written without them matches the accented spelling.

/** A product type: the word that names it in the search title, the words beside it, its weight. */
export interface ProductTypeEntry {
  /** One word, the type's token in the search title (and what synonyms point at). */
  key: string;
  /** More English words for it, also written into the title ("headset" for headphones). */
  words: string;
  /**
   * How strongly a product of this type answers a query that names only its brand or a broad
   * word: a shopper typing "samsung" wants the phones before the cases (0 to 1).
   */
  weight: number;
}

/** Every product type of the catalogue, by key. */
export const PRODUCT_TYPES = {
  phone: { key: 'phone', words: 'smartphone mobile', weight: 1 },
  laptop: { key: 'laptop', words: 'notebook', weight: 1 },
  tablet: { key: 'tablet', words: '', weight: 0.9 },
  desktop: { key: 'desktop', words: 'pc computer', weight: 0.8 },
  monitor: { key: 'monitor', words: 'display screen', weight: 0.8 },
  smartwatch: { key: 'smartwatch', words: 'watch', weight: 0.7 },
  headphones: { key: 'headphones', words: 'headphone headset', weight: 0.6 },
  earbuds: { key: 'earbuds', words: 'earphones', weight: 0.6 },
  keyboard: { key: 'keyboard', words: '', weight: 0.5 },
  mouse: { key: 'mouse', words: 'mice', weight: 0.5 },
  powerbank: { key: 'powerbank', words: 'power bank battery', weight: 0.5 },
  charger: { key: 'charger', words: 'adapter', weight: 0.4 },
  cable: { key: 'cable', words: '', weight: 0.3 },
  case: { key: 'case', words: 'cover', weight: 0.3 },
  screenprotector: { key: 'screenprotector', words: 'screen protector glass', weight: 0.3 },
  accessory: { key: 'accessory', words: '', weight: 0.3 },
} as const satisfies Record<string, ProductTypeEntry>;
export type ProductType = keyof typeof PRODUCT_TYPES;

/** The type of every product of a category without a Type field. */
export const CATEGORY_TYPES: Record<string, ProductType> = {
  phones: 'phone',
  laptops: 'laptop',
  tablets: 'tablet',
  pc: 'desktop',
  screens: 'monitor',
  accessories: 'accessory',
};

/** An accessory's `Type` field (lower case) → its product type. */
export const ACCESSORY_TYPES: Record<string, ProductType> = {
  earbuds: 'earbuds',
  headphones: 'headphones',
  mouse: 'mouse',
  keyboard: 'keyboard',
  charger: 'charger',
  'power bank': 'powerbank',
  smartwatch: 'smartwatch',
  case: 'case',
  'screen protector': 'screenprotector',
  cable: 'cable',
};

/**
 * Tags a product carries in its search title besides its type: set by a specification field when
 * the product has that field (a wired headset's description may well say "wireless"), else found
 * in its name, description or options by a pattern. Criteria (Budget, Gaming, ...) are written too.
 */
export const PRODUCT_TAGS = {
  wireless: { field: 'Wireless', text: /\b(wireless|bluetooth|true wireless)\b/i },
  curved: { field: 'Curved', text: /\bcurved\b/i },
  mechanical: {
    types: ['keyboard'],
    text: /\b(mechanical|optical|hot-?swap(pable)?)\b|\b(red|brown|blue|linear|tactile|clicky|cherry mx) switch/i,
  },
  anc: { text: /\b(noise[- ]cancell?(ing|ation)|anc)\b/i },
  gaming: { text: /\bgaming\b/i },
} as const satisfies Record<
  string,
  { field?: string; types?: readonly ProductType[]; text: RegExp }
>;

/**
 * What shoppers type → what it means in the search title. `say` holds the phrases (Vietnamese with
 * or without diacritics, English); `means` is the title tokens it stands for: tokens separated by
 * "|" are alternatives, and a space separates meanings that must all match ("bàn phím cơ" is a
 * keyboard AND mechanical). The longest phrase wins: "máy tính bảng" is a tablet, not "máy tính".
 */
export const SEARCH_SYNONYMS: readonly { say: readonly string[]; means: string }[] = [
  {
    say: ['điện thoại', 'điện thoại di động', 'di động', 'smartphone', 'smartphones', 'phones'],
    means: 'phone',
  },
  {
    say: ['máy tính xách tay', 'laptop', 'laptops', 'notebook', 'máy tính laptop'],
    means: 'laptop',
  },
  { say: ['laptop gaming', 'laptop chơi game'], means: 'laptop gaming' },
  { say: ['máy tính bảng', 'tablet', 'tablets'], means: 'tablet' },
  {
    say: ['máy tính để bàn', 'máy bàn', 'pc', 'desktop', 'máy tính bộ', 'case máy tính'],
    means: 'desktop',
  },
  { say: ['máy tính'], means: 'laptop|desktop' },
  { say: ['máy tính tất cả trong một', 'all in one', 'aio'], means: 'desktop allinone' },
  { say: ['mini pc', 'máy tính mini'], means: 'desktop mini' },
  {
    say: ['màn hình', 'màn hình máy tính', 'monitor', 'monitors', 'display', 'displays'],
    means: 'monitor',
  },
  { say: ['màn hình cong', 'curved monitor', 'màn cong'], means: 'monitor curved' },
  { say: ['màn hình gaming', 'màn hình chơi game', 'gaming monitor'], means: 'monitor gaming' },
  {
    say: ['tai nghe', 'headphone', 'headphones', 'earphone', 'earphones', 'headset'],
    means: 'headphones|earbuds',
  },
  {
    say: ['tai nghe chụp tai', 'tai nghe trùm đầu', 'tai nghe over ear', 'over ear'],
    means: 'headphones',
  },
  {
    say: ['tai nghe nhét tai', 'tai nghe true wireless', 'tai nghe tws', 'earbud', 'earbuds'],
    means: 'earbuds',
  },
  { say: ['tai nghe gaming', 'tai nghe chơi game', 'gaming headset'], means: 'headphones gaming' },
  { say: ['chuột', 'chuột máy tính', 'mouse', 'mice'], means: 'mouse' },
  { say: ['chuột gaming', 'chuột chơi game', 'gaming mouse'], means: 'mouse gaming' },
  { say: ['bàn phím', 'keyboard', 'keyboards'], means: 'keyboard' },
  { say: ['bàn phím cơ', 'mechanical keyboard', 'phím cơ'], means: 'keyboard mechanical' },
  {
    say: [
      'sạc',
      'củ sạc',
      'cục sạc',
      'sạc nhanh',
      'bộ sạc',
      'adapter sạc',
      'charger',
      'chargers',
      'adapter',
    ],
    means: 'charger',
  },
  {
    say: ['sạc dự phòng', 'pin dự phòng', 'pin sạc dự phòng', 'power bank', 'powerbank'],
    means: 'powerbank',
  },
  { say: ['cáp', 'cáp sạc', 'dây sạc', 'dây cáp', 'cable', 'cables'], means: 'cable' },
  { say: ['ốp', 'ốp lưng', 'bao da', 'vỏ điện thoại', 'phone case'], means: 'case' },
  {
    say: ['kính cường lực', 'cường lực', 'miếng dán màn hình', 'dán màn hình', 'screen protector'],
    means: 'screenprotector',
  },
  {
    say: [
      'đồng hồ thông minh',
      'đồng hồ',
      'smartwatch',
      'smartwatches',
      'smart watch',
      'vòng đeo tay thông minh',
    ],
    means: 'smartwatch',
  },
  { say: ['mac', 'macbook', 'macbooks'], means: 'macbook|mac' },
  { say: ['loa', 'loa bluetooth', 'loa di động', 'speaker', 'speakers'], means: 'speaker' },
  { say: ['phụ kiện', 'accessories', 'accessory'], means: 'accessories|accessory' },
  { say: ['không dây', 'wireless', 'bluetooth'], means: 'wireless' },
  {
    say: ['chống ồn', 'chống ồn chủ động', 'khử tiếng ồn', 'noise cancelling', 'anc'],
    means: 'anc',
  },
  { say: ['giá rẻ', 'rẻ', 'bình dân', 'cheap', 'budget'], means: 'budget' },
  { say: ['chơi game', 'gaming', 'game'], means: 'gaming' },
  { say: ['curved'], means: 'curved' },
  { say: ['sinh viên', 'học sinh', 'student'], means: 'student' },
  { say: ['văn phòng', 'office'], means: 'office' },
  { say: ['doanh nhân', 'business'], means: 'business' },
  { say: ['cao cấp', 'high end'], means: 'high' },
  { say: ['pin trâu', 'pin lâu', 'long lasting'], means: 'long' },
];

/**
 * The Vietnamese words of each category, with and without diacritics: the suggestions match
 * categories with them (re-exported by search-text.ts as CATEGORY_SEARCH_WORDS).
 */
export const CATEGORY_WORDS: Record<string, string> = {
  phones: 'điện thoại dien thoai',
  tablets: 'máy tính bảng may tinh bang',
  laptops: 'máy tính xách tay laptop',
  screens: 'màn hình man hinh',
  pc: 'máy tính để bàn may tinh de ban',
  accessories: 'phụ kiện phu kien tai nghe chuột bàn phím',
};
