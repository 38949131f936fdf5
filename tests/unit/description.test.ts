import { describe, expect, it } from 'vitest';
import { EMPTY_DESCRIPTION, descriptionView, hasMarkup } from '../../src/lib/description.ts';

const html = (text: string) => {
  const view = descriptionView(text);
  if (view.kind !== 'html') throw new Error(`expected html, got ${view.kind}`);
  return view.html;
};

describe('description rendering', () => {
  it('splits plain text into one paragraph per non-empty line', () => {
    expect(descriptionView('First line.\n\n  Second line.  \r\nThird.')).toEqual({
      kind: 'paragraphs',
      paragraphs: ['First line.', 'Second line.', 'Third.'],
    });
  });

  it('shows the empty message for a missing or blank description', () => {
    expect(descriptionView('')).toEqual({ kind: 'empty', message: EMPTY_DESCRIPTION });
    expect(descriptionView('  \n ')).toEqual({ kind: 'empty', message: EMPTY_DESCRIPTION });
    expect(descriptionView(undefined)).toEqual({
      kind: 'empty',
      message: 'No description available for this product.',
    });
  });

  it('keeps allowed markup as HTML', () => {
    const text =
      '<h3>Highlights</h3><p>Fast <strong>and</strong> <em>light</em>.</p><ul><li>One</li></ul>';
    expect(html(text)).toBe(text);
  });

  it('does not treat a lone less-than sign as markup', () => {
    expect(hasMarkup('Weighs < 200 g')).toBe(false);
    expect(hasMarkup('<p>x</p>')).toBe(true);
  });

  it('removes scripts, styles and frames with their content', () => {
    const out = html(
      '<p>Safe</p><script>alert(1)</script><style>p{color:red}</style><iframe src="x">frame</iframe>',
    );
    expect(out).toBe('<p>Safe</p>');
  });

  it('removes event handlers and unknown tags', () => {
    const out = html(
      '<p onclick="steal()">Hi <img src="x" onerror="steal()"><span>there</span></p>',
    );
    expect(out).toBe('<p>Hi there</p>');
  });

  it('keeps http, https and mailto links and drops javascript: URLs', () => {
    const out = html(
      '<p><a href="https://a.vn" target="_blank">a</a> <a href="mailto:x@y.vn">m</a> <a href="javascript:alert(1)">j</a> <a href="JaVaScRiPt:alert(1)">k</a></p>',
    );
    expect(out).toBe(
      '<p><a href="https://a.vn">a</a> <a href="mailto:x@y.vn">m</a> <a>j</a> <a>k</a></p>',
    );
  });

  it('shows the empty message when sanitising leaves no text', () => {
    expect(descriptionView('<script>alert(1)</script>').kind).toBe('empty');
  });
});
