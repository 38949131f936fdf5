// English: the account strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/account.ts.
export const account = {} as const;
