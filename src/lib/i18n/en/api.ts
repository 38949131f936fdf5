// English: the api strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/api.ts.
export const api = {} as const;
