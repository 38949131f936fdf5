// English: the checkout strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/checkout.ts.
export const checkout = {} as const;
