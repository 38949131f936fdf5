// How much of five stars a rating fills, in tenths of a star (0 to 50): the stars' markup names it
// in `data-tenths` and the stylesheet gives each tenth its width (src/styles/_star-fill.scss), so
// the fill needs no style attribute (the pages' Content-Security-Policy allows none inline).
export const STAR_TENTHS = 50;

/** `rating` out of `max` (5) as tenths of a star, rounded, from 0 to STAR_TENTHS. */
export const starTenths = (rating: number, max = 5): number =>
  Math.min(STAR_TENTHS, Math.max(0, Math.round((rating / max) * STAR_TENTHS))) || 0;
