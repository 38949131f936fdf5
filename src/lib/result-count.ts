// How a listing or search total reads: the API counts matches up to COUNT_CAP and answers
// COUNT_CAP + 1 for "more than that" (README "How the API behaves", Catalogue).
import { COUNT_CAP } from './constants.ts';

/** '12', or '1000+' for a total the API counted past COUNT_CAP. */
export const resultCount = (total: number): string =>
  total > COUNT_CAP ? `${COUNT_CAP}+` : String(total);
