// English: words many screens share, and the language switch.
export const common = {
  /** The language switch's label (screen readers). */
  language: 'Language',
  /** The switch's link text to the other language, written in that language. */
  switchTo: 'Tiếng Việt',
  /** Under the prices of the listing and the product page; {percent} is the checkout's rate. */
  pricesExcludeVat: 'Prices exclude {percent}% VAT, added at checkout.',
} as const;
