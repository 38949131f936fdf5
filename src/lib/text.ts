// Cutting long texts for previews (category descriptions, card notes).

/** The first `max` characters followed by '...' when the text is longer; short texts are kept whole. */
export function cutText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}
