// The listing's filter side panel: price range, stock, brand, criteria and one filter per
// specification field of the category (a Number field's also as a min/max range).
import type { CategoryField } from '../../api/schemas/catalog.ts';
import type { FieldRange, ListingPreset, ListingQuery } from './listing-query.ts';
import { DraftInput } from './DraftInput.tsx';
import { NumberFilter } from './NumberFilter.tsx';
import { SelectField } from './SelectField.tsx';
import type { Messages } from '../../lib/i18n/types.ts';
import { sameLabel } from '../../lib/labels.ts';
import styles from './CategoryListing.module.scss';

export type QueryPatch = Partial<Omit<ListingQuery, 'page' | 'limit'>>;

interface Props {
  id: string;
  query: ListingQuery;
  preset: ListingPreset;
  fields: readonly CategoryField[];
  brands: readonly string[];
  criteria: readonly string[];
  /** How each criterion reads in the page's language (its value stays the English name). */
  criteriaNames?: Readonly<Record<string, string>> | undefined;
  onChange: (patch: QueryPatch) => void;
  onClear: () => void;
  t: Messages['catalog'];
}

/** The price ends: the query key, and the keys of its label and of its placeholder. */
const PRICE_ENDS = [
  ['minPrice', 'min', 'minPrice'],
  ['maxPrice', 'max', 'maxPrice'],
] as const;

/**
 * The drop-downs: the query key, the key of its label, the prop listing its choices and the key of
 * the 'All …' choice.
 */
const PICKERS = [
  ['brand', 'brand', 'brands', 'allBrands'],
  ['criteria', 'criteria', 'criteria', 'allCriteria'],
] as const;

/**
 * The known choices after the 'All …' one, plus a value that only the URL knows, so it still
 * shows as selected.
 */
function choices(
  all: string,
  known: readonly string[],
  current: string,
  names: Readonly<Record<string, string>> = {},
) {
  const match = known.find((option) => sameLabel(option, current));
  const values = match || current === '' ? known : [...known, current];
  return {
    options: [
      { value: '', label: all },
      ...values.map((value) => ({ value, label: names[value] ?? value })),
    ],
    selected: match ?? current,
  };
}

export function FilterPanel(props: Props) {
  const { id, query, preset, fields, onChange, t } = props;
  const setField = (name: string, value: string) => {
    const next = { ...query.fields };
    if (value === '') delete next[name];
    else next[name] = value;
    onChange({ fields: next });
  };
  const setRange = (name: string, range: FieldRange) => {
    const next = { ...query.ranges };
    if (range.min === undefined && range.max === undefined) delete next[name];
    else next[name] = range;
    onChange({ ranges: next });
  };

  return (
    <div className={styles.filtersBody} id={id}>
      <div className={styles.filtersHeader}>
        <h2 className={styles.filtersTitle}>{t.filters}</h2>
        <button type="button" className={styles.filtersClear} onClick={props.onClear}>
          {t.clearAllFilters}
        </button>
      </div>

      <fieldset className={styles.group}>
        <legend>{t.price}</legend>
        <div className={styles.priceRange}>
          {PRICE_ENDS.map(([key, label, placeholder]) => (
            <label key={key}>
              <span>{t[label]}</span>
              <DraftInput
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t[placeholder]}
                value={query[key]}
                onCommit={(value) => onChange({ [key]: value })}
              />
            </label>
          ))}
        </div>
      </fieldset>

      <label className={styles.check}>
        <input
          type="checkbox"
          checked={query.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        {t.inStockOnly}
      </label>

      {PICKERS.map(([key, label, list, all]) => {
        if (preset[key] !== undefined) return null;
        const { options, selected } = choices(
          t[all],
          props[list],
          query[key],
          key === 'criteria' ? props.criteriaNames : undefined,
        );
        return (
          <SelectField
            key={key}
            label={t[label]}
            className={styles.field}
            value={selected}
            options={options}
            onChange={(value) => onChange({ [key]: value })}
          />
        );
      })}

      {fields.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t.specifications}</legend>
          {fields.map((field) =>
            field.type === 'Boolean' ? (
              <fieldset key={field.name} className={styles.boolean}>
                <legend>{field.label ?? field.name}</legend>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={query.fields[field.name] === 'true'}
                    onChange={(event) => setField(field.name, event.target.checked ? 'true' : '')}
                  />
                  {t.yes}
                </label>
              </fieldset>
            ) : field.type === 'Number' ? (
              <NumberFilter
                key={field.name}
                field={field}
                exact={query.fields[field.name] ?? ''}
                range={query.ranges[field.name] ?? {}}
                onExact={(value) => setField(field.name, value)}
                onRange={(range) => setRange(field.name, range)}
                t={t}
              />
            ) : (
              <label key={field.name} className={styles.field}>
                <span>{field.label ?? field.name}</span>
                <DraftInput
                  type="text"
                  autoComplete="off"
                  value={query.fields[field.name] ?? ''}
                  onCommit={(value) => setField(field.name, value)}
                />
              </label>
            ),
          )}
        </fieldset>
      )}
    </div>
  );
}
