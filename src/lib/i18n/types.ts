// The shape of a language's catalogue: the English one's, every entry a string.
import type { en } from './en/index.ts';

/** The English catalogue's structure with its literal strings widened to `string`. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;
