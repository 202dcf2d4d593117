// The full OpenAPI fuzz: DCS_FUZZ_RUNS requests (default 10 000) against both APIs of a system with the
// first-party addons active, in process. Prints the figures and exits 1 on any 5xx, any write by a
// refused request, or a server that no longer answers.
// Run: npm run bench:fuzz   (DCS_FUZZ_SEED=n repeats a run; DCS_DATABASE=postgres runs on PostgreSQL)
import { startFuzzSystem } from '../../packages/server/src/testing/fuzz-system.ts';
import { fuzzOpenApi } from '../../packages/server/src/testing/openapi-fuzz.ts';

const runs = Number(process.env.DCS_FUZZ_RUNS ?? 10_000);
const seed = process.env.DCS_FUZZ_SEED ? Number(process.env.DCS_FUZZ_SEED) : undefined;
const t = await startFuzzSystem({ postgres: process.env.DCS_DATABASE === 'postgres', addons: true });
try {
  const report = await fuzzOpenApi(t.system, { runs, seed });
  console.log(`OpenAPI fuzz on ${t.engine}: ${report.requests} requests over ${report.operationsHit}/${report.operations} operations in ${(report.ms / 1000).toFixed(1)} s (${Math.round(report.requests / (report.ms / 1000))} req/s), seed ${report.seed}`);
  console.log(`  by identity: ${JSON.stringify(report.byIdentity)}`);
  console.log(`  by status:   ${JSON.stringify(report.byStatusClass)}`);
  console.log(`  5xx answers: ${report.serverErrors.length}`);
  console.log(`  refused requests that wrote: ${report.refusedWrites.length}`);
  const byTable = new Map<string, number>();
  for (const write of report.refusedWrites) for (const change of write.changed) byTable.set(change.replace(/:.*/, ''), (byTable.get(change.replace(/:.*/, '')) ?? 0) + 1);
  if (byTable.size > 0) console.log(`    by what changed: ${JSON.stringify(Object.fromEntries(byTable))}`);
  console.log(`  server alive (healthz + readyz): ${report.alive}`);
  for (const failure of [...report.serverErrors, ...report.refusedWrites].slice(0, 20)) console.log(JSON.stringify(failure));
  // What the server logged for its 5xx answers: the cause of each bug, once.
  const causes = new Set(t.logs.filter((line) => line.level === 'error').map((line) => String(((line.obj as { err?: Error }).err ?? {}).message ?? line.msg)));
  for (const cause of causes) console.log(`  logged error: ${cause.slice(0, 300)}`);
  process.exitCode = report.serverErrors.length === 0 && report.refusedWrites.length === 0 && report.alive ? 0 : 1;
} finally {
  await t.close();
}
