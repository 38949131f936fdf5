// Vietnamese: listings, filters, product cards, and the category names every screen shows.
import type { Widen } from '../types.ts';
import type { catalog as en } from '../en/catalog.ts';

export const catalog: Widen<typeof en> = {
  categories: {
    phones: 'Điện thoại',
    laptops: 'Laptop',
    tablets: 'Máy tính bảng',
    pc: 'PC',
    screens: 'Màn hình',
    accessories: 'Phụ kiện',
  },
};
