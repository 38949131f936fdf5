// English: the search strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/search.ts.
export const search = {} as const;
