// English: the mail strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/mail.ts.
export const mail = {} as const;
