// English: listings, filters, product cards, and the category names every screen shows.
export const catalog = {
  /** The six categories by their stored name. */
  categories: {
    phones: 'Phones',
    laptops: 'Laptops',
    tablets: 'Tablets',
    pc: 'PC',
    screens: 'Screens',
    accessories: 'Accessories',
  },
} as const;
