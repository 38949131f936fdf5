// Cards in the browser: without the schema library, and tolerant of a failed variations call.
import { getVariationsOf } from '../../api/catalog.ts';
import { cardLoader } from './card-loader.ts';

export const loadCards = cardLoader(getVariationsOf, true);
