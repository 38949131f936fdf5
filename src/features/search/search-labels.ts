// The words of the search boxes and their suggestions (the desktop header, the mobile search
// overlay and the search page), picked from the page's catalogue by the Astro side.
import type { Messages } from '../../lib/i18n/types.ts';

export type SearchBoxText = Pick<
  Messages['search'],
  | 'label'
  | 'placeholder'
  | 'submit'
  | 'suggestionsList'
  | 'categories'
  | 'products'
  | 'noSuggestions'
  | 'suggestionOne'
  | 'suggestionMany'
>;

/** The search boxes' slice of a language's search words (what the islands receive). */
export const searchBoxText = (search: Messages['search']): SearchBoxText => ({
  label: search.label,
  placeholder: search.placeholder,
  submit: search.submit,
  suggestionsList: search.suggestionsList,
  categories: search.categories,
  products: search.products,
  noSuggestions: search.noSuggestions,
  suggestionOne: search.suggestionOne,
  suggestionMany: search.suggestionMany,
});

/** What the polite live region says when suggestions arrive. */
export const suggestionCount = (count: number, t: SearchBoxText): string =>
  count === 0
    ? t.noSuggestions
    : count === 1
      ? t.suggestionOne
      : t.suggestionMany.replace('{count}', String(count));
