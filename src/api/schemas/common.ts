// Shapes every call shares: ids, money, pagination and the error body (API.md "Conventions").
import { z } from 'zod';

/** Opaque id: letters, digits, dash and underscore only. Anything else is simply not found. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Integer VND. */
export const moneySchema = z.int().min(0);
export const isoDateSchema = z.string();

export const paginationSchema = z.object({
  total: z.int().min(0),
  page: z.int().min(1),
  limit: z.int().min(1),
  pages: z.int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
