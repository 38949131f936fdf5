// English: the product strings (SPEC's words where SPEC gives them). Vietnamese beside it: ../vi/product.ts.
export const product = {} as const;
