// English: the home strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/home.ts.
export const home = {} as const;
