// Cards at build time (Astro frontmatter): a failed call fails the build rather than shipping
// cards without their options.
import { fetchVariations } from '../../api/catalog.ts';
import { cardLoader } from './card-loader.ts';

export const buildCards = cardLoader(fetchVariations, false);
