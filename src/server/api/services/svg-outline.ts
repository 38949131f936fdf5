// The size of an SVG's element tree, counted in one pass over the text before anything parses
// it, so that a picture too deep or too large to sanitise is refused at once on the request
// thread (docs/decisions/0036). The count follows XML's lexical rules only as far as it must to
// find the tags: comments, CDATA sections, processing instructions and the DOCTYPE are skipped,
// and a quoted attribute value may hold a ">". Whether the text is well-formed is left to the
// sanitiser's parser; a malformed text miscounted here is refused there.
import { SVG_MAX_DEPTH, SVG_MAX_ELEMENTS } from '../../../lib/product-admin.ts';

/** Why an SVG's tree is refused before sanitising, or undefined when it is within the limits. */
export type SvgOutlineProblem = 'tooDeep' | 'tooManyElements';

const LT = '<';
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_BRACKET = 0x5b;

/** Where the markup opened at `from` ends (just past `close`), or the text's end. */
const pastNext = (text: string, close: string, from: number): number => {
  const at = text.indexOf(close, from);
  return at < 0 ? text.length : at + close.length;
};

/**
 * The next position of a character at or after a point that only moves forward: each search
 * starts where the last one ended, so finding every quote and ">" of a text reads it once.
 */
function nextOf(text: string, char: string): (from: number) => number {
  let at = -2;
  return (from) => {
    if (at !== -1 && at < from) at = text.indexOf(char, from);
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
}

/** Finds the ends of tags: the ">" after a point that is not inside a quoted attribute value. */
function tagEnds(text: string): (from: number) => number {
  const gt = nextOf(text, '>');
  const doubleQuote = nextOf(text, '"');
  const singleQuote = nextOf(text, "'");
  return (from) => {
    let i = from;
    for (;;) {
      const end = gt(i);
      const quote = Math.min(doubleQuote(i), singleQuote(i));
      if (end === Number.POSITIVE_INFINITY) return -1;
      if (quote > end) return end + 1;
      const close = text.indexOf(text[quote]!, quote + 1);
      if (close < 0) return -1;
      i = close + 1;
    }
  };
}

/** Just past a DOCTYPE opened at `from`, with its internal subset in brackets if any. */
function doctypeEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === GT) return i + 1;
    if (c === OPEN_BRACKET) return pastNext(text, '>', pastNext(text, ']', i));
    if (c === QUOTE || c === APOSTROPHE) {
      const close = text.indexOf(c === QUOTE ? '"' : "'", i + 1);
      if (close < 0) return text.length;
      i = close;
    }
  }
  return text.length;
}

/**
 * Counts the elements of an SVG text and how deep they nest, stopping as soon as either passes
 * its limit (SVG_MAX_DEPTH, SVG_MAX_ELEMENTS): linear in the text's length, without building
 * anything.
 */
export function svgOutlineProblem(text: string): SvgOutlineProblem | undefined {
  const tagEnd = tagEnds(text);
  let depth = 0;
  let elements = 0;
  let i = text.indexOf(LT);
  while (i >= 0 && i < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next === BANG) {
      if (text.startsWith('<!--', i)) i = pastNext(text, '-->', i + 4);
      else if (text.startsWith('<![CDATA[', i)) i = pastNext(text, ']]>', i + 9);
      else i = doctypeEnd(text, i + 2);
    } else if (next === QUESTION) {
      i = pastNext(text, '?>', i + 2);
    } else if (next === SLASH) {
      depth -= 1;
      i = pastNext(text, '>', i + 2);
    } else {
      const end = tagEnd(i + 1);
      if (end < 0) return undefined;
      elements += 1;
      if (elements > SVG_MAX_ELEMENTS) return 'tooManyElements';
      if (text.charCodeAt(end - 2) !== SLASH) {
        depth += 1;
        if (depth > SVG_MAX_DEPTH) return 'tooDeep';
      }
      i = end;
    }
    i = text.indexOf(LT, i);
  }
  return undefined;
}
