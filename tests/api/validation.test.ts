import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/index.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

describe('request validation shared by every call', () => {
  it('answers 422 naming the field when a JSON string holds a NUL character', async () => {
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: 'a\u0000b',
      email: 'nul@example.com',
      password: 'secret99',
    });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({ name: 'Contains a NUL character' });
  });

  it('answers 422 when a JSON key holds a NUL character', async () => {
    const res = await ctx.client().post('/api/auth/sign-in', { 'email\u0000': 'x', password: 'y' });
    expect(res.status).toBe(422);
  });

  it('answers 400 to a query parameter holding a NUL character', async () => {
    const res = await ctx.client().get('/api/search?query=%00abc');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).message).toBe('Invalid query parameter: query');
  });

  it('treats an empty body as an empty object, so the schema names the missing fields', async () => {
    const res = await ctx.client().request('POST', '/api/auth/sign-in', { raw: '' });
    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});
