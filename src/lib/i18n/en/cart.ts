// English: the cart strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/cart.ts.
export const cart = {} as const;
