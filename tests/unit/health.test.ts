// Readiness (src/server/health.ts): which checks fail, the database's answer reused for a second
// so a crowd of probes costs one query, a database that does not answer in time counted as
// failing, and a stop that makes the shop not ready whatever else holds. The clock is the test's.
import { describe, expect, it } from 'vitest';
import { createReadiness, READY_CACHE_MS, type ReadinessSources } from '../../src/server/health.ts';

function sources(overrides: Partial<ReadinessSources> = {}) {
  let pings = 0;
  const given: ReadinessSources = {
    ping: async () => {
      pings += 1;
    },
    migrated: () => true,
    built: () => true,
    warmed: () => true,
    ...overrides,
  };
  return { given, pings: () => pings };
}

describe('readiness', () => {
  it('is ready when every check holds', async () => {
    const readiness = createReadiness(sources().given);
    expect(await readiness.failing()).toEqual([]);
  });

  it('names each check that fails: migrations, storefront, then warm-up once a build is live', async () => {
    const notBuilt = createReadiness(
      sources({ migrated: () => false, built: () => false, warmed: () => false }).given,
    );
    expect(await notBuilt.failing()).toEqual(['migrations', 'storefront']);
    const warming = createReadiness(sources({ warmed: () => false }).given);
    expect(await warming.failing()).toEqual(['warm-up']);
  });

  it('counts a database that refuses, or does not answer in time, as failing', async () => {
    const refusing = createReadiness(
      sources({ ping: () => Promise.reject(new Error('down')) }).given,
    );
    expect(await refusing.failing()).toEqual(['database']);
    const silent = createReadiness(sources({ ping: () => new Promise(() => {}) }).given);
    expect(await silent.failing()).toEqual(['database']);
  });

  it("reuses the database's answer for a second, then asks again", async () => {
    let now = 1_000_000;
    const probe = sources();
    const readiness = createReadiness(probe.given, () => now);
    await Promise.all([readiness.failing(), readiness.failing(), readiness.failing()]);
    now += READY_CACHE_MS - 1;
    await readiness.failing();
    expect(probe.pings()).toBe(1);
    now += 1;
    await readiness.failing();
    expect(probe.pings()).toBe(2);
  });

  it('is not ready from the moment a stop begins', async () => {
    const readiness = createReadiness(sources().given);
    readiness.stopping();
    expect(await readiness.failing()).toEqual(['stopping']);
  });
});
