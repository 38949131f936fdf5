// The address pickers' words in the page's language (the address catalogue, src/lib/i18n/*/address.ts).
import type { Messages } from '../../lib/i18n/index.ts';

export type AddressWords = Messages['address'];
