// Product description rendering (the product page's Description tab): markup is sanitised and kept
// as HTML, plain text becomes one paragraph per line. Build time only: the browser never loads
// sanitize-html.
import sanitizeHtml from 'sanitize-html';

export const EMPTY_DESCRIPTION = 'No description available for this product.';

export type DescriptionView =
  | { kind: 'html'; html: string }
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'empty'; message: typeof EMPTY_DESCRIPTION };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

const MARKUP = /<\/?[a-z][a-z0-9]*\b[^>]*>/i;

/** Whether a description was written as HTML rather than plain lines. */
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/** Only the safe subset of markup: no scripts, styles, frames, event handlers or javascript: links. */
export const sanitizeDescription = (html: string): string =>
  sanitizeHtml(html, SANITIZE_OPTIONS).trim();

/** How a description renders: sanitised HTML, paragraphs by line, or the empty message. */
export function descriptionView(description: string | null | undefined): DescriptionView {
  const text = description?.trim() ?? '';
  if (hasMarkup(text)) {
    const html = sanitizeDescription(text);
    if (sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim())
      return { kind: 'html', html };
    return { kind: 'empty', message: EMPTY_DESCRIPTION };
  }
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return paragraphs.length > 0
    ? { kind: 'paragraphs', paragraphs }
    : { kind: 'empty', message: EMPTY_DESCRIPTION };
}
