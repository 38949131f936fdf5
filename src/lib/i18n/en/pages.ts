// English: the pages strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/pages.ts.
export const pages = {} as const;
