// The API's contract: one zod schema per shape, used by the server and the client.
export * from './common.ts';
export * from './catalog.ts';
export * from './paging.ts';
export * from './user.ts';
export * from './order.ts';
export * from './sitemap.ts';
export * from './admin.ts';
export * from './suggest.ts';
export * from './staff.ts';
export * from './admin-orders.ts';
export * from './builds.ts';
export * from './address.ts';
export * from './payments.ts';
export * from './policies.ts';
export * from './shop.ts';
