// The starting values of a form of text fields: every field empty.

/** `{ field: '' }` for each of `fields`. */
export const blankValues = <K extends string>(fields: readonly K[]): Record<K, string> =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<K, string>;
