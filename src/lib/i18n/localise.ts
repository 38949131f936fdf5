// A message made in English (a zod rule's MESSAGES text) in the page's language: the key whose
// English entry is the text gives the other language's entry; any other text is shown as it is.
// Browser-safe: it imports no catalogue (the island receives both slices as arguments).
export function localise(
  text: string,
  english: Readonly<Record<string, string>>,
  local: Readonly<Record<string, string>>,
): string {
  for (const [key, value] of Object.entries(english)) {
    if (value === text) return local[key] ?? text;
  }
  return text;
}
