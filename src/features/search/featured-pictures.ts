// The pictures of the search overlay's hard-coded featured products: each one's own card picture,
// found at build time by searching its name. Read once per process; a failed read is not kept, and
// a product that cannot be found keeps the placeholder drawing.
import { searchProducts } from '../../api/catalog.ts';
import { FEATURED_SEARCHES } from '../shell/nav-links.ts';

let pictures: Promise<(string | undefined)[]> | undefined;

async function pictureOf(name: string): Promise<string | undefined> {
  const { products } = await searchProducts(name, 1, 5);
  const product = products.find((candidate) => candidate.name === name) ?? products[0];
  return product?.productImages[0];
}

/** The first picture of each featured product, in FEATURED_SEARCHES order. */
export function featuredPictures(): Promise<(string | undefined)[]> {
  pictures ??= Promise.all(FEATURED_SEARCHES.map(({ name }) => pictureOf(name))).catch(
    (): (string | undefined)[] => {
      pictures = undefined;
      return FEATURED_SEARCHES.map(() => undefined);
    },
  );
  return pictures;
}
