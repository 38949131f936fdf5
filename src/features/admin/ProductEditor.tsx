// The product form (/admin/products/edit?id=… or ?new): every field an editor writes, the
// category's typed specification fields with their units, pictures and variations. Saving sends
// the whole product with the version it was opened at: the API's 422 lands on the fields, a 409
// (someone saved in between) names what changed and offers to reload; then "Publishing…" until
// the change is live, and a link to the product's page. Duplicate, archive and restore too.
import { useEffect, useMemo, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { AdminProduct, ProductWriteResponse } from '../../api/schemas/admin-products.ts';
import type { Category } from '../../api/schemas/catalog.ts';
import { CATEGORY_BRANDS, CATEGORY_CRITERIA, type CategoryName } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import {
  IN_THE_BOX_ITEM_MAX,
  IN_THE_BOX_MAX,
  WARRANTY_MONTHS_MAX,
  countryName,
  isCountryCode,
} from '../../lib/product-facts.ts';
import {
  FormField,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
  choicesOf,
  describe,
  vietnameseTwin,
  type FieldErrors,
} from './FormField.tsx';
import { ImagesEditor } from './ImagesEditor.tsx';
import { VariationsEditor } from './VariationsEditor.tsx';
import { PRICE_BOXES, draftOf, emptyDraft, writeOf, type ProductDraft } from './product-draft.ts';
import styles from './products.module.scss';
import {
  createProduct,
  duplicateProduct,
  fetchProduct,
  listCategories,
  setArchived,
  updateProduct,
} from './products-api.ts';
import { usePublish, type Publishing } from './use-publish.ts';

/** The draft's fields that hold text, each written in one box. */
type DraftText = {
  [K in keyof ProductDraft]: ProductDraft[K] extends string ? K : never;
}[keyof ProductDraft];

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

interface Conflict {
  message: string;
  changes: [field: string, now: string][];
}

const FIELD_LABELS: Record<string, string> = {
  sku: 'SKU',
  name: 'Name',
  description: 'Description',
  shortDescription: 'Short description',
  descriptionVi: 'Description (Vietnamese)',
  shortDescriptionVi: 'Short description (Vietnamese)',
  price: 'Price',
  salePrice: 'Sale price',
  stock: 'Stock',
  category: 'Category',
  brand: 'Brand',
  criteria: 'Criteria',
  featured: 'Featured',
  fields: 'Specifications',
  images: 'Pictures',
  variations: 'Variations',
  warrantyMonths: 'Warranty (months)',
  warrantyProvider: 'Warranty by',
  inTheBox: 'In the box',
  inTheBoxVi: 'In the box (Vietnamese)',
  origin: 'Origin',
  archivedAt: 'Archived',
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

const editPath = (id: string) => `/admin/products/edit?id=${encodeURIComponent(id)}`;

function PublishState({ publishing, archived }: { publishing: Publishing; archived: boolean }) {
  let content: ReactNode = null;
  if (publishing.state === 'publishing') content = 'Publishing…';
  else if (publishing.state === 'unchanged') content = 'Saved: nothing had changed.';
  else if (publishing.state === 'slow')
    content = 'Saved. Publishing is taking longer than usual; the shop shows it within seconds.';
  else if (publishing.state === 'live')
    content =
      publishing.url && !archived ? (
        <>
          <strong>Live</strong> <a href={publishing.url}>View on the shop</a>
        </>
      ) : (
        <>
          <strong>Live</strong>: archived, so no longer on the shop.
        </>
      );
  return (
    <p
      className={`${styles.publish} ${styles[publishing.state] ?? ''}`}
      role="status"
      aria-live="polite"
    >
      {content}
    </p>
  );
}

export default function ProductEditor() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [categories, setCategories] = useState<Category[]>([]);
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [notice, setNotice] = useState(() =>
    new URLSearchParams(window.location.search).get('duplicated') === 'true'
      ? 'This is a copy. It stays archived, off the shop, until you restore it.'
      : '',
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [publishing, follow] = usePublish();
  const alertRef = useRef<HTMLDivElement>(null);

  /** The categories and the product (none for a new one), into the form. */
  const opened = ([list, found]: [Category[], AdminProduct | null]) => {
    setCategories(list);
    setProduct(found);
    setDraft(found ? draftOf(found) : emptyDraft(list[0]?.name ?? ''));
    setErrors({});
    setConflict(null);
    setLoad({ state: 'ready' });
  };
  const openFailed = (error: unknown) =>
    setLoad({ state: 'failed', message: messageOf(error, 'The product could not be loaded.') });
  const open = (id: string | null) =>
    Promise.all([listCategories(), id ? fetchProduct(id) : Promise.resolve(null)]).then(
      opened,
      openFailed,
    );

  useEffect(() => {
    void open(new URLSearchParams(window.location.search).get('id'));
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (alert || conflict) alertRef.current?.focus();
  }, [alert, conflict]);

  const category = categories.find((candidate) => candidate.name === draft.category);
  const definitions = useMemo(() => category?.fields ?? [], [category]);
  const brands = CATEGORY_BRANDS[draft.category as CategoryName] ?? [];
  const criteria = [
    ...new Set([...(CATEGORY_CRITERIA[draft.category as CategoryName] ?? []), ...draft.criteria]),
  ];
  const varied = draft.variations.length > 0;
  const archived = product?.archivedAt != null;

  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** A write's answer: the form follows the product as saved, and its change is followed to live. */
  const saved = ({ product: next, change }: ProductWriteResponse) => {
    setProduct(next);
    setDraft(draftOf(next));
    setErrors({});
    setAlert('');
    setConflict(null);
    if (window.location.search !== `?id=${encodeURIComponent(next._id)}`)
      window.history.replaceState(null, '', editPath(next._id));
    follow(next._id, change);
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.errors?.['version']) {
      const { version: _version, ...changes } = error.errors;
      setErrors({});
      setConflict({
        message: error.serverMessage ?? error.message,
        changes: Object.entries(changes),
      });
      return;
    }
    if (error instanceof ApiError && error.status === 422 && error.errors) {
      setErrors(error.errors);
      setAlert('Some fields need attention: see the messages below.');
      return;
    }
    setAlert(messageOf(error, 'The product could not be saved. Please try again.'));
  };

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setAlert('');
    setNotice('');
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const write = writeOf(draft, definitions);
    void act(async () =>
      saved(
        product
          ? await updateProduct(product._id, write, product.version)
          : await createProduct(write),
      ),
    );
  };

  const duplicate = () =>
    void act(async () => {
      const copy = await duplicateProduct(product!._id);
      window.location.assign(`${editPath(copy.product._id)}&duplicated=true`);
    });

  const toggleArchived = () =>
    void act(async () => saved(await setArchived(product!._id, !archived, product!.version)));

  if (load.state === 'loading') return <p className="admin-muted">Loading the product…</p>;
  if (load.state === 'failed')
    return (
      <div className="admin-alert" role="alert">
        {load.message} <a href="/admin/products">Back to the products</a>
      </div>
    );

  const error = (key: string) => errors[key];
  /** A box list's message: the list's own, or its first item's ("inTheBox.2"). */
  const boxError = (key: 'inTheBox' | 'inTheBoxVi') =>
    errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  const money = (value: string) =>
    /^\d+$/.test(value.trim()) ? formatVnd(Number(value.trim())) : undefined;
  /** The id, message, value and change handler of the box for one of the draft's text fields. */
  const bind = (name: DraftText) => ({
    id: `p-${name}`,
    error: error(name),
    value: draft[name],
    onValue: (value: string) => set({ [name]: value }),
  });
  const categoryChoices = choicesOf(categories.map((candidate) => candidate.name));
  const priceHints = {
    price: money(draft.price),
    salePrice: money(draft.salePrice) ?? 'Empty: not on sale',
    stock: undefined,
  };

  return (
    <form className={styles.editor} onSubmit={save} noValidate>
      <div className={styles.head}>
        <h1>{product ? product.name || 'Product' : 'New product'}</h1>
        {product && (
          <p className="admin-muted">
            Version {product.version}
            {archived && <span className={`${styles.badge} ${styles.archived}`}>Archived</span>}
          </p>
        )}
      </div>
      {notice && <p className={`admin-card ${styles.notice}`}>{notice}</p>}
      {(alert || conflict) && (
        <div className="admin-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {conflict ? (
            <>
              <p>{conflict.message}</p>
              {conflict.changes.length > 0 && (
                <ul>
                  {conflict.changes.map(([field, now]) => (
                    <li key={field}>
                      {FIELD_LABELS[field] ?? field}: now <q>{now}</q>
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                className="admin-button"
                onClick={() => {
                  setLoad({ state: 'loading' });
                  void open(product!._id);
                }}
              >
                Reload
              </button>
            </>
          ) : (
            alert
          )}
        </div>
      )}

      <fieldset className={`admin-card ${styles.section}`}>
        <legend>Product</legend>
        <div className={styles.grid}>
          <TextField label="Name" className={styles.wide} required {...bind('name')} />
          <TextField label="SKU" required autoCapitalize="characters" {...bind('sku')} />
          <SelectField label="Category" choices={categoryChoices} {...bind('category')} />
          <TextField label="Brand" list="p-brands" required {...bind('brand')} />
          <datalist id="p-brands">
            {brands.map((brand) => (
              <option key={brand} value={brand} />
            ))}
          </datalist>
          <div className={`admin-field ${styles.check}`}>
            <label>
              <input
                type="checkbox"
                checked={draft.featured}
                onChange={(event) => set({ featured: event.target.checked })}
              />{' '}
              Featured on the home page
            </label>
          </div>
        </div>
        <fieldset className={styles.criteria}>
          <legend>Criteria</legend>
          {error('criteria') && <p className="admin-field-error">{error('criteria')}</p>}
          {criteria.map((criterion) => (
            <label key={criterion}>
              <input
                type="checkbox"
                checked={draft.criteria.includes(criterion)}
                onChange={(event) =>
                  set({
                    criteria: event.target.checked
                      ? [...draft.criteria, criterion]
                      : draft.criteria.filter((c) => c !== criterion),
                  })
                }
              />{' '}
              {criterion}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset className={`admin-card ${styles.section}`}>
        <legend>Price and stock</legend>
        {varied ? (
          <p className="admin-muted">
            Set on the variations below: the product shows their cheapest price and their total
            stock.
          </p>
        ) : (
          <div className={styles.grid}>
            {PRICE_BOXES.map(({ name, ...box }) => (
              <WholeNumberField key={name} {...box} hint={priceHints[name]} {...bind(name)} />
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className={`admin-card ${styles.section}`}>
        <legend>Descriptions</legend>
        <TextAreaField label="Short description" rows={2} {...bind('shortDescription')} />
        <TextAreaField
          label="Description"
          hint="Plain lines, or HTML: p, br, ul, ol, li, strong, em, h3, h4 and links; anything else is removed when shown."
          rows={8}
          {...bind('description')}
        />
        <TextAreaField
          label="Short description (Vietnamese)"
          rows={2}
          {...vietnameseTwin(draft.shortDescriptionVi)}
          {...bind('shortDescriptionVi')}
        />
        <TextAreaField
          label="Description (Vietnamese)"
          rows={8}
          {...vietnameseTwin(draft.descriptionVi)}
          {...bind('descriptionVi')}
        />
      </fieldset>

      <fieldset className={`admin-card ${styles.section}`}>
        <legend>Warranty, origin and box</legend>
        <div className={styles.grid}>
          <WholeNumberField
            label="Warranty (months)"
            hint={`0 (no warranty) to ${WARRANTY_MONTHS_MAX}; empty: not stated`}
            {...bind('warrantyMonths')}
          />
          <SelectField
            label="Warranty by"
            empty="Nobody (no warranty)"
            choices={[
              { value: 'manufacturer', label: 'The manufacturer' },
              { value: 'shop', label: 'The shop' },
            ]}
            {...bind('warrantyProvider')}
          />
          <TextField
            label="Origin"
            autoCapitalize="characters"
            maxLength={2}
            hint={
              isCountryCode(draft.origin.trim().toUpperCase())
                ? `Made in ${countryName(draft.origin.trim().toUpperCase(), 'en')}`
                : 'Country of manufacture: its two-letter ISO code (VN, CN, …)'
            }
            {...bind('origin')}
          />
        </div>
        <TextAreaField
          label="In the box"
          hint={`One item a line, at most ${IN_THE_BOX_MAX} of up to ${IN_THE_BOX_ITEM_MAX} characters`}
          rows={4}
          {...bind('inTheBox')}
          error={boxError('inTheBox')}
        />
        <TextAreaField
          label="In the box (Vietnamese)"
          rows={4}
          {...vietnameseTwin(draft.inTheBoxVi)}
          {...bind('inTheBoxVi')}
          error={boxError('inTheBoxVi')}
        />
      </fieldset>

      <fieldset className={`admin-card ${styles.section}`}>
        <legend>Specifications</legend>
        {definitions.length === 0 && <p className="admin-muted">This category has no fields.</p>}
        <div className={styles.grid}>
          {definitions.map((field, index) => {
            const id = `spec-${index}`;
            const message = error(`fields.${field.name}`);
            const value = draft.fields[field.name] ?? '';
            const change = (next: string) =>
              set({ fields: { ...draft.fields, [field.name]: next } });
            return (
              <FormField
                key={field.name}
                id={id}
                label={field.name}
                error={message}
                suffix={field.unit}
              >
                {field.type === 'Boolean' ? (
                  <select
                    {...describe(id, message)}
                    value={value}
                    onChange={(e) => change(e.target.value)}
                  >
                    <option value="">Not given</option>
                    <option value="true">Yes</option>
                    <option value="false">No</option>
                  </select>
                ) : (
                  <input
                    {...describe(id, message)}
                    type={field.type === 'Number' ? 'number' : 'text'}
                    step={field.type === 'Number' ? 'any' : undefined}
                    inputMode={field.type === 'Number' ? 'decimal' : undefined}
                    value={value}
                    onChange={(e) => change(e.target.value)}
                  />
                )}
              </FormField>
            );
          })}
        </div>
        {Object.entries(errors)
          .filter(
            ([key]) =>
              key.startsWith('fields.') && !definitions.some((f) => `fields.${f.name}` === key),
          )
          .map(([key, message]) => (
            <p key={key} className="admin-field-error">
              {key.slice('fields.'.length)}: {message}
            </p>
          ))}
      </fieldset>

      <ImagesEditor images={draft.images} errors={errors} onChange={(images) => set({ images })} />
      <VariationsEditor
        variations={draft.variations}
        errors={errors}
        onChange={(variations) => set({ variations })}
      />

      <div className={styles.actions}>
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Saving…' : product ? 'Save' : 'Create product'}
        </button>
        {product && (
          <>
            <button
              type="button"
              className={`admin-button ${styles.secondary}`}
              disabled={busy}
              onClick={duplicate}
            >
              Duplicate
            </button>
            <button
              type="button"
              className={`admin-button ${archived ? styles.secondary : styles.danger}`}
              disabled={busy}
              onClick={toggleArchived}
            >
              {archived ? 'Restore' : 'Archive'}
            </button>
          </>
        )}
        <PublishState publishing={publishing} archived={archived} />
      </div>
    </form>
  );
}
