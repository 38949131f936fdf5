// Suggestions for what is typed: asked for once the text has rested SUGGEST_DEBOUNCE_MS, the call
// cancelled (AbortController) as soon as the text changes, and an answer only ever shown for the
// text it was asked for, so a slow answer to an older text can never replace a newer one.
import { useEffect, useState } from 'react';
import { getSuggestions } from '../../api/catalog.ts';
import type { SuggestResponse } from '../../api/schemas/suggest.ts';
import { SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS } from '../../lib/suggest.ts';

export const SUGGEST_DEBOUNCE_MS = 200;

const NOTHING: SuggestResponse = { products: [], categories: [] };

/** The text as the API takes it, or '' when it is too short or too long to ask about. */
export const suggestQuery = (text: string): string => {
  const q = text.trim();
  return q.length >= SUGGEST_MIN_CHARS && q.length <= SUGGEST_MAX_CHARS ? q : '';
};

/** The suggestions for exactly `text`, or null until they are here (and for too short a text). */
export function useSuggestions(text: string): SuggestResponse | null {
  const q = suggestQuery(text);
  const [found, setFound] = useState<{ q: string; body: SuggestResponse } | null>(null);
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // A failed call suggests nothing (the form still searches); a cancelled one is forgotten,
      // even when its answer was already on the way.
      const settle = (body: SuggestResponse) => {
        if (!controller.signal.aborted) setFound({ q, body });
      };
      getSuggestions(q, controller.signal).then(settle, () => settle(NOTHING));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return q && found?.q === q ? found.body : null;
}
