// The search document of a product: lower-case, unaccented text the search service matches against.

/** Vietnamese words for each category, so "dien thoai" or "màn hình" find phones and screens. */
export const CATEGORY_SEARCH_WORDS: Record<string, string> = {
  phones: 'điện thoại dien thoai',
  tablets: 'máy tính bảng may tinh bang',
  laptops: 'máy tính xách tay laptop',
  screens: 'màn hình man hinh',
  pc: 'máy tính để bàn may tinh de ban',
  accessories: 'phụ kiện phu kien tai nghe chuột bàn phím',
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Lower-case, diacritics removed (NFD, combining marks dropped, đ to d), whitespace collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markup removed and the common entities decoded, for indexing HTML descriptions. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

export interface SearchTextSource {
  name: string;
  brand: string;
  /** The category slug, e.g. "phones". */
  categoryName: string;
  description: string;
}

export function buildSearchText({
  name,
  brand,
  categoryName,
  description,
}: SearchTextSource): string {
  const categoryWords = CATEGORY_SEARCH_WORDS[categoryName] ?? '';
  return normalizeSearchText(
    [name, brand, categoryName, categoryWords, stripTags(description)].join(' '),
  );
}
