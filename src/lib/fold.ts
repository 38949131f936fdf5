// Text folded for matching what a shopper types against what is written: lower case, diacritics
// removed (NFD, combining marks dropped, đ to d), white space collapsed. "hai ba" finds
// "Hai Bà Trưng", "ha noi" finds "Hà Nội". Product search and the address pickers share it.

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
