// The language a piece of the product page's reviews is shown in, as the page passes it: the
// words of its language (English by default) and the language of its dates and links.
import type { Lang } from '../../lib/i18n/browser.ts';
import type { ReviewWords } from '../../lib/reviews.ts';

export interface ReviewLanguage {
  /** The page language's words; English (REVIEW_WORDS_EN) by default. */
  words?: ReviewWords;
  /** The language of the dates and the links (sign in, the review page); English by default. */
  lang?: Lang;
}
