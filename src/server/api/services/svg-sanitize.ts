// Uploaded SVG pictures rewritten from what a strict XML parser (saxes) reads: only the elements
// and attributes of a drawing are kept, every value is tested as the browser will read it (XML
// character and entity references decoded first, then CSS escapes and comments), and the result
// is written out again with its own escaping. Runs in a worker thread (svg-pool.ts), never on the
// request thread (docs/decisions/0036).
import { decodeHTMLStrict } from 'entities';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** The SVG elements a product picture may use: shapes, text, gradients, clips; no scripts or links out. */
const SVG_TAGS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'use',
  'title',
  'desc',
]);

/**
 * Elements dropped with everything inside them. Any other element outside SVG_TAGS is dropped
 * alone and its content kept (an editor's `<switch>` or `<a>` around the drawing).
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'foreignObject',
  'iframe',
  'textarea',
  'noscript',
  'metadata',
  'handler',
  'listener',
]);

/** Geometry and presentation attributes: no event handlers, no style (it can import). */
const SVG_ATTRIBUTES = new Set([
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'class',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'visibility',
  'display',
  'href',
  'xlink:href',
]);

/**
 * The only functions a kept value may call (lower case): colours and transforms, and url() of a
 * fragment of the picture itself. Anything else that reads a resource (image(), image-set(),
 * cross-fade(), src(), element(), a url() of an address) removes the attribute.
 */
const VALUE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'scale',
  'rotate',
  'skewx',
  'skewy',
  'url',
]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/**
 * Named references beyond XML's five (`&lpar;`, `&nbsp;`) decode as HTML defines them; a name
 * HTML does not know (an entity the file's DOCTYPE declares: it is never expanded) becomes
 * UNRESOLVED, which no XML text can contain: an attribute holding it is dropped, and text loses it.
 */
const UNRESOLVED = '\uFFFF';
const NAMED_REFERENCES: Record<string, string> = new Proxy(
  {},
  {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      const reference = `&${name};`;
      const decoded = decodeHTMLStrict(reference);
      return decoded === reference ? UNRESOLVED : decoded;
    },
  },
);

/** A CSS escape: a backslash and 1–6 hex digits (and one optional white space), or any other character. */
const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g;
const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
/** The value as CSS reads it: escapes decoded, comments removed (`u\72 l(`, `ur/**\/l(` are `url(`). */
const cssText = (value: string): string =>
  value
    .replace(CSS_ESCAPE, (_escape, hex: string | undefined, char: string | undefined) =>
      hex === undefined ? char! : String.fromCodePoint(codePointOrReplacement(hex)),
    )
    .replace(CSS_COMMENT, '');

/** A CSS hex escape's character; U+FFFD for zero, a surrogate or past U+10FFFF, as CSS reads them. */
function codePointOrReplacement(hex: string): number {
  const code = Number.parseInt(hex, 16);
  return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? 0xfffd : code;
}

const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
/** Characters that end a function's name when read backwards from its "(". */
const NAME_END = new Set(['(', ')', ',', "'", '"', ' ', '\t', '\n', '\r', '\f']);

/**
 * Every function a CSS value calls: its name in lower case and the first character of its
 * argument (after white space and an opening quote). Each "(" is read backwards to the start of
 * its name, which ends at the previous "(" at the latest: linear in the value's length.
 */
function* functionCalls(css: string): Generator<{ name: string; first: string }> {
  for (let paren = css.indexOf('('); paren >= 0; paren = css.indexOf('(', paren + 1)) {
    let end = paren;
    while (end > 0 && isSpace(css[end - 1])) end -= 1;
    let start = end;
    while (start > 0 && !NAME_END.has(css[start - 1]!)) start -= 1;
    let at = paren + 1;
    while (isSpace(css[at])) at += 1;
    if (css[at] === '"' || css[at] === "'") at += 1;
    while (isSpace(css[at])) at += 1;
    yield { name: css.slice(start, end).toLowerCase(), first: css[at] ?? '' };
  }
}

/** Whether a (decoded) attribute value stays inside the picture. */
export function isSafeValue(name: string, value: string): boolean {
  if (value.includes(UNRESOLVED)) return false;
  if (/href$/i.test(name)) return value.trim().startsWith('#');
  const css = value.includes('\\') || value.includes('/*') ? cssText(value) : value;
  if (!css.includes('(')) return true;
  for (const call of functionCalls(css)) {
    if (!VALUE_FUNCTIONS.has(call.name)) return false;
    if (call.name === 'url' && call.first !== '#') return false;
  }
  return true;
}

const escapeText = (text: string): string =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const escapeAttribute = (value: string): string =>
  /[&<>"\t\n\r]/.test(value) ? value.replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]!) : value;

/** The kept attributes of an element, written out (` name="value"`…). */
function keptAttributes(tag: SaxesTagPlain): { text: string; usesXlink: boolean } {
  let text = '';
  let usesXlink = false;
  for (const name in tag.attributes) {
    const value = tag.attributes[name]!;
    if (!SVG_ATTRIBUTES.has(name) || !isSafeValue(name, value)) continue;
    if (name.startsWith('xlink:')) usesXlink = true;
    text += ` ${name}="${escapeAttribute(value)}"`;
  }
  return { text, usesXlink };
}

/**
 * What happened to an open element: written out (and whether it has content yet), or left out,
 * alone or with its content (`dropped`).
 */
type Open = { kept: true; name: string; hasContent: boolean } | { kept: false; dropped: boolean };

/**
 * The SVG without scripts, event handlers, styles, foreign content or references outside it;
 * undefined when the text is not a well-formed XML document whose root is an `<svg>`. The
 * prologue (XML declaration, DOCTYPE, comments) is not kept, nor are comments and processing
 * instructions anywhere.
 */
export function sanitizeSvg(text: string): string | undefined {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  parser.ENTITIES = NAMED_REFERENCES;
  const out: string[] = [];
  const open: Open[] = [];
  let dropping = 0;
  let usesXlink = false;
  let rootSeen = false;

  /** Closes the start tag of the innermost written element before anything goes inside it. */
  const enterContent = () => {
    for (let i = open.length - 1; i >= 0; i--) {
      const element = open[i]!;
      if (!element.kept) continue;
      if (!element.hasContent) {
        out.push('>');
        element.hasContent = true;
      }
      return;
    }
  };
  const writeText = (content: string) => {
    if (dropping > 0 || open.length === 0) return;
    const clean = content.replaceAll(UNRESOLVED, '');
    if (clean === '') return;
    enterContent();
    out.push(escapeText(clean));
  };

  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.name !== 'svg') throw new Error('the root element is not <svg>');
    }
    if (dropping > 0 || DROPPED_WITH_CONTENT.has(tag.name)) {
      dropping += 1;
      open.push({ kept: false, dropped: true });
      return;
    }
    if (!SVG_TAGS.has(tag.name)) {
      open.push({ kept: false, dropped: false });
      return;
    }
    enterContent();
    const attributes = keptAttributes(tag);
    usesXlink ||= attributes.usesXlink;
    out.push(`<${tag.name}${attributes.text}`);
    open.push({ kept: true, name: tag.name, hasContent: false });
  });
  parser.on('closetag', () => {
    const element = open.pop()!;
    if (!element.kept) {
      if (element.dropped) dropping -= 1;
      return;
    }
    out.push(element.hasContent ? `</${element.name}>` : '/>');
  });
  parser.on('text', writeText);
  parser.on('cdata', writeText);

  try {
    parser.write(text).close();
  } catch {
    return undefined;
  }
  if (!rootSeen || out.length === 0) return undefined;
  const namespaces = ` xmlns="${SVG_NAMESPACE}"${usesXlink ? ` xmlns:xlink="${XLINK_NAMESPACE}"` : ''}`;
  out[0] = out[0]!.replace(/^<svg/, `<svg${namespaces}`);
  return out.join('');
}
