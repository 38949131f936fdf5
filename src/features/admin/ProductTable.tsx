// The back office's product table (/admin/products): search by name or SKU, filters, sort and
// pages, kept in the address (so a reload or the back button keeps them). Each row links to the
// product's edit page. Below 48rem the rows become cards.
import { useMemo, useSyncExternalStore, type SubmitEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { AdminProductList, AdminProductQuery } from '../../api/schemas/admin-products.ts';
import { CATEGORY_BRANDS, COUNT_CAP, type CategoryName } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import {
  ADMIN_PRODUCT_SORTS,
  LOW_STOCK_THRESHOLD,
  type AdminProductSort,
} from '../../lib/product-admin.ts';
import { currentSearch, pushSearch, serverSearch, subscribeToSearch } from '../catalog/location.ts';
import { useKeyedData } from '../catalog/use-keyed-data.ts';
import { Alert } from './Alert.tsx';
import { SelectField, choicesOf } from './FormField.tsx';
import { listCategories, listProducts } from './products-api.ts';
import Pager from './Pager.tsx';
import styles from './products.module.scss';
import { TableHead } from './TableHead.tsx';

type Filters = Pick<
  AdminProductQuery,
  'q' | 'category' | 'brand' | 'onSale' | 'featured' | 'stock' | 'archived' | 'sort' | 'page'
>;

function filtersOf(search: string): Filters {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name) || undefined;
  const sort = params.get('sort');
  const stock = params.get('stock');
  return {
    q: text('q'),
    category: text('category'),
    brand: text('brand'),
    onSale: params.get('onSale') === 'true',
    featured: params.get('featured') === 'true',
    stock: stock === 'low' || stock === 'out' ? stock : undefined,
    archived: params.get('archived') === 'true',
    sort: sort && sort in ADMIN_PRODUCT_SORTS ? (sort as AdminProductSort) : 'newest',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The query string of `filters`, defaults left out. */
function searchOf(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    if ((key === 'sort' && value === 'newest') || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const editPath = (id: string) => `/admin/products/edit?id=${encodeURIComponent(id)}`;

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'The products could not be loaded. Please try again.';

const STOCK_CHOICES = [
  { value: 'low', label: `Low (1 to ${LOW_STOCK_THRESHOLD})` },
  { value: 'out', label: 'Out of stock' },
];
const SORT_CHOICES = Object.entries(ADMIN_PRODUCT_SORTS).map(([value, label]) => ({
  value,
  label,
}));
const COLUMNS = [
  <span className="visually-hidden">Picture</span>,
  'Name',
  'SKU',
  'Category',
  'Price',
  'Stock',
  'Status',
];

export default function ProductTable() {
  const search = useSyncExternalStore(subscribeToSearch, currentSearch, serverSearch);
  const filters = useMemo(() => filtersOf(search), [search]);
  const key = searchOf(filters);
  const listing = useKeyedData(`products${key}`, () => listProducts(filters));
  const categories = useKeyedData('categories', listCategories).data ?? [];
  const result: AdminProductList | null = listing.data;
  const { loading } = listing;
  const error = listing.error ? messageOf(listing.error) : '';

  /** A new filter starts again at page 1; the address follows. */
  const change = (patch: Partial<Filters>) =>
    pushSearch(searchOf({ ...filters, page: 1, ...patch }));

  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    change({ q: q || undefined });
  };

  const brands = filters.category ? (CATEGORY_BRANDS[filters.category as CategoryName] ?? []) : [];
  const selects = [
    {
      key: 'category',
      label: 'Category',
      empty: 'All categories',
      choices: choicesOf(categories.map((category) => category.name)),
    },
    {
      key: 'brand',
      label: 'Brand',
      empty: brands.length === 0 ? 'Pick a category' : 'All brands',
      choices: choicesOf(brands),
      disabled: brands.length === 0,
    },
    { key: 'stock', label: 'Stock', empty: 'Any stock', choices: STOCK_CHOICES },
    { key: 'sort', label: 'Sort by', choices: SORT_CHOICES },
  ] as const;
  const total = result?.pagination.total ?? 0;
  const pages = result?.pagination.pages ?? 0;
  const totalText = total > COUNT_CAP ? `${COUNT_CAP}+` : String(total);

  return (
    <div>
      <form className={`${styles.filters} admin-card`} role="search" onSubmit={submitSearch}>
        <div className={`admin-field ${styles.search}`}>
          <label htmlFor="product-q">Search by name or SKU</label>
          <div className={styles.searchRow}>
            <input
              id="product-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              key={filters.q ?? ''}
            />
            <button type="submit" className="admin-button">
              Search
            </button>
          </div>
        </div>
        {selects.map(({ key, ...select }) => (
          <SelectField
            key={key}
            id={`product-${key}`}
            value={filters[key] ?? ''}
            onValue={(value) =>
              change({ [key]: value || undefined, ...(key === 'category' && { brand: undefined }) })
            }
            {...select}
          />
        ))}
        <fieldset className={styles.flags}>
          <legend>Show only</legend>
          {(
            [
              ['onSale', 'On sale'],
              ['featured', 'Featured'],
              ['archived', 'Archived'],
            ] as const
          ).map(([key, label]) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={filters[key]}
                onChange={(event) => change({ [key]: event.target.checked })}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      </form>

      <p className="admin-muted" role="status" aria-live="polite">
        {loading ? 'Loading products…' : result ? `${totalText} products` : ''}
      </p>
      <Alert message={error} />
      {result && result.products.length === 0 && !loading && (
        <p className="admin-card">No products match these filters.</p>
      )}
      {result && result.products.length > 0 && (
        <table className={`admin-table ${styles.rows}`} aria-busy={loading}>
          <caption className="visually-hidden">Products, page {filters.page}</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {result.products.map((product) => (
              <tr key={product._id}>
                <td className={styles.thumb}>
                  {product.image && (
                    <img src={product.image} alt="" width="48" height="48" loading="lazy" />
                  )}
                </td>
                <td data-label="Name">
                  <a href={editPath(product._id)}>{product.name}</a>
                  <span className={`admin-muted ${styles.brand}`}> {product.brand}</span>
                </td>
                <td data-label="SKU">
                  <code>{product.sku}</code>
                </td>
                <td data-label="Category">{product.category}</td>
                <td data-label="Price">
                  {product.salePrice !== null && product.salePrice < product.price ? (
                    <>
                      {formatVnd(product.salePrice)}{' '}
                      <s className="admin-muted">{formatVnd(product.price)}</s>
                    </>
                  ) : (
                    formatVnd(product.price)
                  )}
                </td>
                <td data-label="Stock">{product.stock}</td>
                <td data-label="Status">
                  <span className={styles.badges}>
                    {product.archived && (
                      <span className={`${styles.badge} ${styles.archived}`}>Archived</span>
                    )}
                    {product.featured && <span className={styles.badge}>Featured</span>}
                    {product.salePrice !== null && product.salePrice < product.price && (
                      <span className={`${styles.badge} ${styles.sale}`}>On sale</span>
                    )}
                    {product.stock === 0 && (
                      <span className={`${styles.badge} ${styles.out}`}>Out of stock</span>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <Pager
          label="Pages"
          page={filters.page}
          pages={pages}
          pagesText={total > COUNT_CAP ? `${pages}+` : String(pages)}
          hasNext={total > COUNT_CAP || filters.page < pages}
          loading={loading}
          onGo={(page) => change({ page })}
          className={styles.pager}
          buttonClassName={`admin-button ${styles.secondary}`}
        />
      )}
    </div>
  );
}
