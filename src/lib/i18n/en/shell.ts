// English: the shell strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/shell.ts.
export const shell = {} as const;
