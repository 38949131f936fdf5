// English: words many screens share, and the language switch.
export const common = {
  /** The language switch's label (screen readers). */
  language: 'Language',
  /** The switch's link text to the other language, written in that language. */
  switchTo: 'Tiếng Việt',
} as const;
