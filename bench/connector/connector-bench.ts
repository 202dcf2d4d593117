// Connected shops' orders and their webhooks, in one process over loopback HTTP: how many paid orders a
// shop's server can send per second (each verified, recorded, moved to paid, its webhook delivery stored
// with its queue job), their latency, and how fast the queue then delivers the signed webhooks to a local
// receiver. SQLite by default; `--postgres` on the local PostgreSQL (DCS_TEST_DATABASE_URL).
// Usage: node --disable-warning=ExperimentalWarning bench/connector/connector-bench.ts [--postgres] [orders=400] [concurrency=8]
import { performance } from 'node:perf_hooks';
import { createPostgresTestDatabase, createSqliteTestDatabase } from '../../packages/server/src/testing/test-databases.ts';
import { startTestSystem } from '../../packages/server/src/testing/test-system.ts';
import { startWebhookReceiver } from '../../packages/server/src/testing/webhook-receiver.ts';

const args = process.argv.slice(2);
const postgres = args.includes('--postgres');
const [orders = 400, concurrency = 8] = args.filter((a) => !a.startsWith('--')).map(Number);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = postgres ? await createPostgresTestDatabase() : createSqliteTestDatabase();
const t = await startTestSystem({ database });
const receiver = await startWebhookReceiver();
try {
  const admin = await t.admin();
  const product = await t.system.services.shop.createProduct({ name: 'Bench card', sku: 'BENCH-1', basePrice: 500, currency: 'EUR' });
  const key = (await admin.post('/api/v1/shop-keys', { name: 'Bench', scopes: ['orders:write'] })).body.secret as string;
  await admin.post('/api/v1/webhooks', { url: receiver.url('/bench'), events: ['order.received'] });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < orders; i = next++) {
        const body = JSON.stringify({ shop_order_id: `B-${i}`, lines: [{ line_id: '1', product_id: product.id, quantity: 2, unit_price: 500 }, { line_id: '2', product_id: product.id, quantity: 1, unit_price: 500 }] });
        const sent = performance.now();
        const answer = await fetch(`${t.url}/api/v1/connector/orders`, { method: 'POST', headers, body });
        await answer.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (answer.status !== 201) failed++;
      }
    }),
  );
  const ordersSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const worker = t.system.services.queue.work({ concurrency: 4, pollIntervalMs: 10 });
  const deliveringFrom = performance.now();
  while (receiver.delivered('/bench').length < orders) await new Promise((done) => setTimeout(done, 20));
  const deliverySeconds = (performance.now() - deliveringFrom) / 1000;
  await worker.stop();

  console.log(
    JSON.stringify({
      engine: postgres ? 'postgres' : 'sqlite',
      orders,
      concurrency,
      failed,
      orders_per_s: Math.round(orders / ordersSeconds),
      order_ms: { p50: +percentile(latencies, 50).toFixed(1), p90: +percentile(latencies, 90).toFixed(1), p99: +percentile(latencies, 99).toFixed(1) },
      webhooks_delivered_per_s: Math.round(orders / deliverySeconds),
    }),
  );
} finally {
  await receiver.close();
  await t.close();
  if (postgres) await database.drop();
}
