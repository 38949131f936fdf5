// A product's variations in the editor: one card per variation (colour name and hex with a
// picker, size, SKU, prices, stock), the default chosen with one radio group, rows added and
// removed. With variations, the product's own price and stock come from them.
import { PRODUCT_VARIATIONS_MAX } from '../../lib/product-admin.ts';
import { FormField, WholeNumberField, describe, type FieldErrors } from './FormField.tsx';
import { emptyVariation, type DraftVariation } from './product-draft.ts';

interface Props {
  variations: DraftVariation[];
  errors: FieldErrors;
  onChange: (variations: DraftVariation[]) => void;
}

export function VariationsEditor({ variations, errors, onChange }: Props) {
  const set = (index: number, patch: Partial<DraftVariation>) =>
    onChange(variations.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const makeDefault = (index: number) =>
    onChange(variations.map((v, i) => ({ ...v, isDefault: i === index })));
  const remove = (index: number) => {
    const left = variations.filter((_, i) => i !== index);
    if (left.length > 0 && !left.some((v) => v.isDefault))
      left[0] = { ...left[0]!, isDefault: true };
    onChange(left);
  };

  return (
    <fieldset className="admin-card editor-section">
      <legend>Variations</legend>
      <p className="admin-muted">
        Colours and sizes a buyer chooses from. With variations, the product's price is its cheapest
        variation's and its stock their total.
      </p>
      {errors['variations'] && (
        <p className="admin-field-error" id="variations-error">
          {errors['variations']}
        </p>
      )}
      {variations.map((v, index) => {
        const at = (name: string) => `variation-${index}-${name}`;
        const error = (name: string) => errors[`variations.${index}.${name}`];
        const label =
          v.name || [v.colorName, v.size].filter(Boolean).join(' / ') || `Variation ${index + 1}`;
        return (
          <fieldset key={v.key} className="variation-card">
            <legend>{label}</legend>
            <div className="editor-grid">
              <FormField id={at('color-name')} label="Colour" error={error('attributes')}>
                <input
                  {...describe(at('color-name'), error('attributes'))}
                  value={v.colorName}
                  placeholder="Black"
                  onChange={(event) => set(index, { colorName: event.target.value })}
                />
              </FormField>
              <FormField
                id={at('color-hex')}
                label="Colour hex"
                error={error('attributes.0.value.hex')}
              >
                <span className="inline-row">
                  <input
                    type="color"
                    aria-label={`Colour of ${label}`}
                    value={/^#[0-9a-f]{6}$/i.test(v.colorHex) ? v.colorHex : '#000000'}
                    onChange={(event) => set(index, { colorHex: event.target.value })}
                  />
                  <input
                    {...describe(at('color-hex'), error('attributes.0.value.hex'))}
                    value={v.colorHex}
                    maxLength={7}
                    onChange={(event) => set(index, { colorHex: event.target.value })}
                  />
                </span>
              </FormField>
              <FormField id={at('size')} label="Size" error={undefined}>
                <input
                  id={at('size')}
                  value={v.size}
                  placeholder="256GB"
                  onChange={(event) => set(index, { size: event.target.value })}
                />
              </FormField>
              <FormField id={at('sku')} label="Variation SKU" error={error('sku')}>
                <input
                  {...describe(at('sku'), error('sku'))}
                  value={v.sku}
                  required
                  onChange={(event) => set(index, { sku: event.target.value })}
                />
              </FormField>
              <WholeNumberField
                id={at('price')}
                label="Price"
                error={error('price')}
                suffix="₫"
                required
                value={v.price}
                onValue={(price) => set(index, { price })}
              />
              <WholeNumberField
                id={at('sale')}
                label="Sale price"
                error={error('salePrice')}
                suffix="₫"
                value={v.salePrice}
                onValue={(salePrice) => set(index, { salePrice })}
              />
              <WholeNumberField
                id={at('stock')}
                label="Stock"
                error={error('stock')}
                required
                value={v.stock}
                onValue={(stock) => set(index, { stock })}
              />
              <FormField id={at('name')} label="Name (optional)" error={error('name')}>
                <input
                  {...describe(at('name'), error('name'))}
                  value={v.name}
                  placeholder="From colour and size"
                  onChange={(event) => set(index, { name: event.target.value })}
                />
              </FormField>
            </div>
            <div className="variation-actions">
              <label>
                <input
                  type="radio"
                  name="default-variation"
                  checked={v.isDefault}
                  onChange={() => makeDefault(index)}
                />{' '}
                Default
              </label>
              <button
                type="button"
                className="admin-button is-danger is-small"
                onClick={() => remove(index)}
              >
                Remove {label}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="admin-button is-secondary"
        disabled={variations.length >= PRODUCT_VARIATIONS_MAX}
        onClick={() => onChange([...variations, emptyVariation(variations.length === 0)])}
      >
        Add variation
      </button>
    </fieldset>
  );
}
