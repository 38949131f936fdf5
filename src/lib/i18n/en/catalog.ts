// English: the catalog strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/catalog.ts.
export const catalog = {} as const;
