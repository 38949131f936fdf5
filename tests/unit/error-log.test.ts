import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError } from '../../src/server/api/http/error-log.ts';

/** A database error as node-postgres and PGlite raise it: fields beside the message. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { name: 'error', ...fields });
}

describe('describeError', () => {
  it('keeps a failed query’s statement and drops its parameters', () => {
    const cause = databaseError('invalid input syntax for type json', {
      code: '22P02',
      detail: 'Token "Le Loi" is invalid.',
      where: 'JSON data, line 1: {"street":"Le Loi',
    });
    const error = new DrizzleQueryError(
      'insert into "orders" ("id", "shipping_address") values ($1, $2)',
      ['abc', '{"email":"an@example.com","phone":"0912345678"}'],
      cause,
    );
    const text = describeError(error);
    expect(text).toContain('insert into "orders" ("id", "shipping_address") values ($1, $2)');
    expect(text).toContain('code 22P02');
    for (const value of ['an@example.com', '0912345678', 'Le Loi', 'abc']) {
      expect(text).not.toContain(value);
    }
  });

  it('masks quoted values in a database message but keeps the names it reports', () => {
    const error = databaseError('value "2476010000" is out of range for type integer', {
      code: '22003',
    });
    expect(describeError(error)).toContain('value "…" is out of range for type integer');
    const unique = databaseError(
      'duplicate key value violates unique constraint "users_email_lower_idx"',
      { code: '23505', constraint: 'users_email_lower_idx', detail: 'Key (email)=(a@b.vn)' },
    );
    const text = describeError(unique);
    expect(text).toContain('"users_email_lower_idx"');
    expect(text).not.toContain('a@b.vn');
  });

  it('keeps the stack frames, so the failure can still be found', () => {
    const text = describeError(new TypeError('boom'));
    expect(text.split('\n')[0]).toBe('TypeError: boom');
    expect(text).toMatch(/\n\s+at /);
  });
});
