// How many processes `npm start` serves with (src/server/processes.ts): one per core on PostgreSQL,
// one on PGlite, whose data folder one process owns; a number given is kept, and more than one on
// PGlite is refused, naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config.ts';
import { processCount } from '../../src/server/processes.ts';

const POSTGRES = 'postgres://shop@localhost/shop';

describe('the processes that serve the shop (SHOP_PROCESSES)', () => {
  it('are one per core on PostgreSQL and one on PGlite when left to auto', () => {
    expect(processCount(4, { DATABASE_URL: POSTGRES })).toBe(4);
    expect(processCount(4, { DATABASE_URL: POSTGRES, SHOP_PROCESSES: 'auto' })).toBe(4);
    expect(processCount(4, { DATABASE_URL: './data/shop' })).toBe(1);
    expect(processCount(4, {})).toBe(1);
  });

  it('are as many as asked on PostgreSQL, and one on PGlite when one is asked', () => {
    expect(processCount(4, { DATABASE_URL: POSTGRES, SHOP_PROCESSES: '2' })).toBe(2);
    expect(processCount(4, { DATABASE_URL: POSTGRES, SHOP_PROCESSES: '1' })).toBe(1);
    expect(processCount(4, { DATABASE_URL: './data/shop', SHOP_PROCESSES: '1' })).toBe(1);
  });

  it('refuse more than one on PGlite, and a value that is not a count, naming the variable', () => {
    expect(() => processCount(4, { SHOP_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => processCount(4, { SHOP_PROCESSES: '2' })).toThrow(/SHOP_PROCESSES/);
    for (const value of ['0', 'many', '-1', '65'])
      expect(() => processCount(4, { DATABASE_URL: POSTGRES, SHOP_PROCESSES: value })).toThrow(
        /SHOP_PROCESSES/,
      );
  });
});
