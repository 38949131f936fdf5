// The count of an SVG's elements and depth before it is sanitised (svg-outline.ts): only real
// tags count, and it stops at the first limit passed.
import { describe, expect, it } from 'vitest';
import { SVG_MAX_DEPTH, SVG_MAX_ELEMENTS } from '../../src/lib/product-admin.ts';
import { svgOutlineProblem } from '../../src/server/api/services/svg-outline.ts';

const deep = (levels: number, inner = '') =>
  `${'<g>'.repeat(levels)}${inner}${'</g>'.repeat(levels)}`;

describe('counting an SVG before it is sanitised', () => {
  it('passes a tree at both limits and refuses one past either', () => {
    expect(svgOutlineProblem(`<svg>${deep(SVG_MAX_DEPTH - 1)}</svg>`)).toBeUndefined();
    expect(svgOutlineProblem(`<svg>${deep(SVG_MAX_DEPTH)}</svg>`)).toBe('tooDeep');
    const rects = (n: number) => `<svg>${'<rect/>'.repeat(n - 1)}</svg>`;
    expect(svgOutlineProblem(rects(SVG_MAX_ELEMENTS))).toBeUndefined();
    expect(svgOutlineProblem(rects(SVG_MAX_ELEMENTS + 1))).toBe('tooManyElements');
  });

  it('counts self-closing elements without nesting them, also with a "/>" inside a value', () => {
    const flat = '<rect title="a/>b"/><g a=\'x>\'/>'.repeat(SVG_MAX_DEPTH);
    expect(svgOutlineProblem(`<svg>${flat}</svg>`)).toBeUndefined();
    const open = '<g title="x/>">'.repeat(SVG_MAX_DEPTH);
    expect(svgOutlineProblem(`<svg>${open}</svg>`)).toBe('tooDeep');
  });

  it('skips comments, CDATA, processing instructions and the DOCTYPE with its internal subset', () => {
    const hidden = deep(SVG_MAX_DEPTH * 2);
    const text =
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "${hidden}"><!-- ${hidden} -->]>` +
      `<svg><!--${hidden}--><![CDATA[${hidden}]]><?pi ${hidden}?><rect/></svg>`;
    expect(svgOutlineProblem(text)).toBeUndefined();
  });

  it('counts the tags that follow what it skips', () => {
    expect(
      svgOutlineProblem(`<!DOCTYPE svg [<!ENTITY a "]">]><svg>${deep(SVG_MAX_DEPTH)}</svg>`),
    ).toBe('tooDeep');
    expect(svgOutlineProblem(`<svg><!-- > --><![CDATA[ > ]]>${deep(SVG_MAX_DEPTH)}</svg>`)).toBe(
      'tooDeep',
    );
  });
});
