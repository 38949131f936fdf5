import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  SelectField,
  TextAreaField,
  TextField,
  vietnameseTwin,
} from '../../src/features/admin/FormField.tsx';
import { NO_VIETNAMESE_TEXT } from '../../src/lib/product-admin.ts';

/** The props every field takes: its id, its label, and a change handler (none here). */
const field = (id: string, label: string) => ({ id, label, onValue: () => {} });

describe('the back office’s labelled fields', () => {
  it('tie the box to its label, its error and its hint', () => {
    const html = renderToStaticMarkup(
      <TextAreaField
        {...field('d', 'Description')}
        error="Too long"
        hint="Plain lines"
        value="x"
        rows={3}
      />,
    );
    expect(html).toContain('<label for="d">Description</label>');
    expect(html).toMatch(
      /<textarea id="d" aria-invalid="true" aria-describedby="d-error d-hint" rows="3">x<\/textarea>/,
    );
    expect(html).toContain('<span id="d-hint"');
    expect(html).toContain('<span id="d-error" class="admin-field-error">Too long</span>');
  });

  it('describe a box by nothing when it has no error and no hint', () => {
    const html = renderToStaticMarkup(<TextField {...field('n', 'Name')} value="" />);
    expect(html).toContain('<input id="n" value=""/>');
  });

  it('offer a select its choices after the empty one', () => {
    const html = renderToStaticMarkup(
      <SelectField
        {...field('c', 'Category')}
        empty="All categories"
        choices={[{ value: 'phones', label: 'Phones' }]}
        value="phones"
      />,
    );
    expect(html).toContain(
      '<option value="">All categories</option><option value="phones" selected="">Phones</option>',
    );
  });

  it('mark a Vietnamese twin as Vietnamese, with the English-shown hint only while it is empty', () => {
    const twin = (value: string) =>
      renderToStaticMarkup(
        <TextField {...field('v', 'Name (Vietnamese)')} {...vietnameseTwin(value)} value={value} />,
      );
    const empty = twin('  ');
    expect(empty).toContain('lang="vi"');
    expect(empty).toContain('aria-describedby="v-hint"');
    expect(empty).toContain(NO_VIETNAMESE_TEXT);
    const written = twin('Điện thoại');
    expect(written).toContain('lang="vi"');
    expect(written).not.toContain('aria-describedby');
    expect(written).not.toContain(NO_VIETNAMESE_TEXT);
  });
});
