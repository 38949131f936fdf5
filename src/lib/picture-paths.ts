// Where the synthetic catalogue's shared pictures live: read by the generator, which writes them,
// and by the site server, which serves them.

/** Where the pictures are served from; `npm run catalog:generate` writes them to public/ + this. */
export const PICTURES_URL = '/images/synthetic';
/** The folder the pictures go to: copied into every build, and served from here by a running shop
 * too, so a catalogue generated after the last build shows its pictures without a rebuild. */
export const PUBLIC_DIR = 'public';
export const PICTURES_DIR = `${PUBLIC_DIR}${PICTURES_URL}`;
