// Messages the browser's own code writes in English (the zod rules of the forms, the review rules)
// shown in the page's language: the entry of the target catalogue whose English twin is the text.
// Safe in islands: it imports no catalogue (the island gets its slices as props).

/**
 * The `target` entry whose `english` entry (same key) equals `text`, else `text` as it is (a
 * message from the server, already in the page's language, or one the catalogue does not know).
 */
export function localise(
  text: string,
  english: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): string {
  for (const [key, value] of Object.entries(english)) {
    if (value === text && typeof target[key] === 'string') return target[key];
  }
  return text;
}

/** Every message of a form's field errors localised: { email: "Email is required" } → { email: "Vui lòng…" }. */
export function localiseAll<K extends string>(
  errors: Partial<Record<K, string>>,
  english: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][]) {
    if (message !== undefined) out[field] = localise(message, english, target);
  }
  return out;
}
