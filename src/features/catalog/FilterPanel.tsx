// The listing's filter side panel (SPEC.md "Category listing"): price range, stock, brand,
// criteria and one filter per specification field of the category.
import type { CategoryField } from '../../api/schemas/catalog.ts';
import type { ListingPreset, ListingQuery } from './listing-query.ts';
import { DraftInput } from './DraftInput.tsx';
import { sameLabel } from '../../lib/labels.ts';

export type QueryPatch = Partial<Omit<ListingQuery, 'page' | 'limit'>>;

interface Props {
  id: string;
  query: ListingQuery;
  preset: ListingPreset;
  fields: readonly CategoryField[];
  brands: readonly string[];
  criteria: readonly string[];
  onChange: (patch: QueryPatch) => void;
  onClear: () => void;
}

/** The known choices plus a value that only the URL knows, so it still shows as selected. */
function choices(
  known: readonly string[],
  current: string,
): { options: string[]; selected: string } {
  const match = known.find((option) => sameLabel(option, current));
  if (match || current === '') return { options: [...known], selected: match ?? '' };
  return { options: [...known, current], selected: current };
}

export function FilterPanel(props: Props) {
  const { id, query, preset, fields, onChange } = props;
  const setField = (name: string, value: string) => {
    const next = { ...query.fields };
    if (value === '') delete next[name];
    else next[name] = value;
    onChange({ fields: next });
  };
  const brand = choices(props.brands, query.brand);
  const criteria = choices(props.criteria, query.criteria);

  return (
    <div className="filters__body" id={id}>
      <div className="filters__header">
        <h2 className="filters__title">Filters</h2>
        <button type="button" className="filters__clear" onClick={props.onClear}>
          Clear All Filters
        </button>
      </div>

      <fieldset className="filters__group">
        <legend>Price</legend>
        <div className="filters__price">
          <label>
            <span>Min</span>
            <DraftInput
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Min price"
              value={query.minPrice}
              onCommit={(minPrice) => onChange({ minPrice })}
            />
          </label>
          <label>
            <span>Max</span>
            <DraftInput
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Max price"
              value={query.maxPrice}
              onCommit={(maxPrice) => onChange({ maxPrice })}
            />
          </label>
        </div>
      </fieldset>

      <label className="filters__check">
        <input
          type="checkbox"
          checked={query.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        In Stock Only
      </label>

      {preset.brand === undefined && (
        <label className="filters__field">
          <span>Brand</span>
          <select
            value={brand.selected}
            onChange={(event) => onChange({ brand: event.target.value })}
          >
            <option value="">All brands</option>
            {brand.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      )}

      {preset.criteria === undefined && (
        <label className="filters__field">
          <span>Criteria</span>
          <select
            value={criteria.selected}
            onChange={(event) => onChange({ criteria: event.target.value })}
          >
            <option value="">All criteria</option>
            {criteria.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      )}

      {fields.length > 0 && (
        <fieldset className="filters__group">
          <legend>Specifications</legend>
          {fields.map((field) =>
            field.type === 'Boolean' ? (
              <fieldset key={field.name} className="filters__boolean">
                <legend>{field.name}</legend>
                <label className="filters__check">
                  <input
                    type="checkbox"
                    checked={query.fields[field.name] === 'true'}
                    onChange={(event) => setField(field.name, event.target.checked ? 'true' : '')}
                  />
                  Yes
                </label>
              </fieldset>
            ) : (
              <label key={field.name} className="filters__field">
                <span>{field.name}</span>
                <DraftInput
                  type={field.type === 'Number' ? 'number' : 'text'}
                  inputMode={field.type === 'Number' ? 'decimal' : 'text'}
                  step={field.type === 'Number' ? 'any' : undefined}
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
