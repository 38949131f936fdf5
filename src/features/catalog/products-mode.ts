// The product lists the mega menu links to on the categories page (/products?featured=true,
// ?discount=true, ?sortBy=newest): which list a query string asks for, and how to load it.
import type { ProductListParams } from '../../api/catalog.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import type { Messages } from '../../lib/i18n/types.ts';

export const PRODUCT_MODES = {
  featured: { title: 'featuredProducts', params: { featured: true } },
  discount: { title: 'specialOffers', params: { discount: true } },
  newest: { title: 'newArrivals', params: { sortBy: '-createdAt' } },
} as const satisfies Record<
  string,
  { title: keyof Messages['catalog']; params: ProductListParams }
>;

export type ProductMode = keyof typeof PRODUCT_MODES;

export interface ModeQuery {
  mode: ProductMode;
  page: number;
}

export function parseModeQuery(search: string): ModeQuery | null {
  const params = new URLSearchParams(search);
  const mode: ProductMode | null =
    params.get('featured') === 'true'
      ? 'featured'
      : params.get('discount') === 'true'
        ? 'discount'
        : params.get('sortBy') === 'newest' || params.get('sortBy') === '-createdAt'
          ? 'newest'
          : null;
  if (mode === null) return null;
  const page = Number(params.get('page'));
  return { mode, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function modeSearch({ mode, page }: ModeQuery): string {
  const base = mode === 'newest' ? 'sortBy=newest' : `${mode}=true`;
  return page > 1 ? `?${base}&page=${page}` : `?${base}`;
}

export const modeParams = ({ mode, page }: ModeQuery): ProductListParams => ({
  ...PRODUCT_MODES[mode].params,
  page,
  limit: PAGE_SIZE.listing,
});

/** Inline script for the page head: marks <html> before first paint when a list is asked for,
 * so CSS swaps the overview for the list's skeleton without a flash. */
export const MODE_MARKER_SCRIPT = `(function(){var q=new URLSearchParams(location.search);if(q.get('featured')==='true'||q.get('discount')==='true'||q.get('sortBy')==='newest'||q.get('sortBy')==='-createdAt')document.documentElement.setAttribute('data-products-mode','')})();`;
