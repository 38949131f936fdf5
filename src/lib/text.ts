// Cutting long texts for previews (category descriptions, card notes), and counting what a
// reader sees of a text (the rule behind every required field).

/** The first `max` characters followed by '...' when the text is longer; short texts are kept whole. */
export function cutText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}

/**
 * What draws nothing on its own: default-ignorable and other format characters (zero-width spaces
 * and joiners U+200B–U+200F, U+2060–U+2064, the byte-order mark U+FEFF, the soft hyphen, Hangul
 * fillers, variation selectors), control characters, combining marks (they belong to the
 * character before them, or to none) and the blank Braille pattern; white space apart, as it
 * separates words.
 */
const INVISIBLE = String.raw`\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{M}\u2800`;
/** A character a reader sees. */
const VISIBLE = new RegExp(String.raw`[^\p{White_Space}${INVISIBLE}]`, 'u');
const SPACE = /\p{White_Space}/u;

let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters of `text` a reader sees: its grapheme clusters ("ễ" is one however it is
 * composed, so is a flag or a family emoji) that hold a visible character, and one for each gap
 * of white space between two of them; invisible characters count nothing, and neither does white
 * space before the first or after the last visible character. So "Great buy!" is 10, and twelve
 * zero-width spaces, or spaces mixed with them, are 0, like ten plain spaces. The one count behind
 * every "required" and "at least N characters" rule, in the browser and on the server alike.
 * Counting stops at `enough` (a rule that needs N characters reads no further than the N-th).
 */
export function visibleLength(text: string, enough = Infinity): number {
  if (!VISIBLE.test(text)) return 0;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let count = 0;
  let gap = false;
  for (const { segment } of graphemes.segment(text)) {
    if (count >= enough) break;
    if (VISIBLE.test(segment)) {
      count += gap ? 2 : 1;
      gap = false;
    } else if (count > 0 && SPACE.test(segment)) gap = true;
  }
  return Math.min(count, enough);
}

/** True when `text` has nothing a reader would see (empty, spaces, invisible characters only). */
export const isBlank = (text: string): boolean => !VISIBLE.test(text);
