// The words of the catalogue's shared pieces (product cards, the loading skeleton, page links and
// the error panel), a small slice of the catalog words an island receives instead of all of them.
// Screens that do not pass them yet get the English (EN_CARD_TEXT, equal to the English catalogue:
// tests/unit/card-text.test.ts).
import type { Messages } from '../../lib/i18n/types.ts';

const KEYS = [
  'discount',
  'more',
  'colours',
  'sizes',
  'outOf5',
  'originalPrice',
  'loading',
  'pagination',
  'previous',
  'next',
  'page',
  'connectionError',
  'connectionMessage',
  'somethingWrong',
  'unexpected',
  'tryAgain',
  'returnHome',
] as const;

export type CardText = Pick<Messages['catalog'], (typeof KEYS)[number]>;

/** The shared pieces' slice of a language's catalog words. */
export const cardText = (catalog: Messages['catalog']): CardText =>
  Object.fromEntries(KEYS.map((key) => [key, catalog[key]])) as unknown as CardText;

export const EN_CARD_TEXT: CardText = {
  discount: 'Discount ',
  more: '+{count} more',
  colours: 'Colours',
  sizes: 'Sizes',
  outOf5: ' out of 5 stars',
  originalPrice: 'Original price: ',
  loading: 'Loading products...',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page ',
  connectionError: 'Connection Error',
  connectionMessage: 'Please check your internet connection and try again.',
  somethingWrong: 'Something Went Wrong',
  unexpected: 'An unexpected error occurred',
  tryAgain: 'Try Again',
  returnHome: 'Return to Home',
};
