import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFuzzSystem } from '../../testing/fuzz-system.ts';
import { describeEachEngine } from '../../testing/test-databases.ts';
import { EXPECTED_REFUSED_WRITES, fuzzOpenApi } from '../../testing/openapi-fuzz.ts';

// A short run per engine in the suite (each engine refuses different things: PostgreSQL found integers
// beyond bigint); `npm run bench:fuzz` makes the full one (10 000 requests by default).
const RUNS = Number(process.env.DCS_FUZZ_RUNS ?? 400);
// Fixed, so the suite is repeatable; the bench draws a new seed per run (DCS_FUZZ_SEED sets either).
const SEED = Number(process.env.DCS_FUZZ_SEED ?? 15);

describeEachEngine('OpenAPI fuzz of both APIs, core and first-party addons', (engine) => {
  let t: Awaited<ReturnType<typeof startFuzzSystem>>;
  beforeAll(async () => {
    t = await startFuzzSystem({ database: await engine.create(), addons: true });
  }, 120_000);
  afterAll(async () => t.close());

  it(`answers ${RUNS} malformed and boundary requests without a 5xx, and refused ones write nothing`, async () => {
    const report = await fuzzOpenApi(t.system, {
      runs: RUNS,
      seed: SEED,
      expectedWrites: EXPECTED_REFUSED_WRITES,
    });
    expect(report.serverErrors, `seed ${report.seed}`).toEqual([]);
    expect(report.refusedWrites, `seed ${report.seed}`).toEqual([]);
    expect(report.alive).toBe(true);
    // Both documents were read and most operations drawn: the fuzz reached the routes it claims to.
    expect(report.operations).toBeGreaterThan(100);
    expect(report.operationsHit).toBeGreaterThan(Math.min(report.operations, RUNS) * 0.8);
    expect(Object.keys(report.byIdentity).sort()).toEqual(['admin', 'admin-without-nonce', 'anonymous', 'customer']);
  }, 300_000);
});
