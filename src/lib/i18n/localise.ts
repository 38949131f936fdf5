// A message the forms' rules produce in English, in the page's language: the key whose English
// value is the text gives its entry in the target catalogue; any other text is shown as it is.
export function localise(
  text: string,
  english: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): string {
  for (const [key, value] of Object.entries(english)) {
    if (value === text) return target[key] ?? text;
  }
  return text;
}
