// English: the six categories by their stored name. A file of its own so that the shell's menus,
// which ship to the browser, take these six words without the rest of the catalogue.
export const categories = {
  phones: 'Phones',
  laptops: 'Laptops',
  tablets: 'Tablets',
  pc: 'PC',
  screens: 'Screens',
  accessories: 'Accessories',
};
