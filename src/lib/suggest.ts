// Search suggestions as you type: the limits the API checks and the islands keep to.

/** Suggestions start from this many characters (after trimming); fewer is a 400 from the API. */
export const SUGGEST_MIN_CHARS = 2;
/** The longest text the suggest call takes (after trimming). */
export const SUGGEST_MAX_CHARS = 100;
/** Products in one answer, at most. */
export const SUGGEST_PRODUCT_LIMIT = 6;
