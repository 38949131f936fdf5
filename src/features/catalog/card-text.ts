// The words of the catalogue's shared pieces (product cards, the loading skeleton, page links and
// the error panel), a small slice of the catalog words an island receives instead of all of them.
// Every piece takes them as a prop, with no English default: a default would ship the English
// catalogue to the browser with the pieces.
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
