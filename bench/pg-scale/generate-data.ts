import type pg from 'pg';

/** How many rows of each kind the bench makes. */
export interface ScaleSize {
  orders: number;
  printJobs: number;
  queueJobs: number;
}

const DAY_MS = 86_400_000;
const PRODUCTS = ['Classic T-Shirt', 'Organic Hoodie', 'Ceramic Mug', 'Business Card', 'Poster A2', 'Tote Bag', 'Sticker Sheet', 'Phone Case', 'Notebook', 'Cap'];

/**
 * Fills the tables with set-based SQL (generate_series: one statement per table, no round trips per
 * row): orders over two years, newest last, one line each; one print job per order line; one finished
 * render job per print job in the core queue. States and statuses in the proportions of a shop that has
 * run for a while: nearly everything done, a small open tail.
 */
export async function generateScaleData(client: pg.Client, size: ScaleSize, now: number): Promise<void> {
  const span = 730 * DAY_MS;
  const products = `array[${PRODUCTS.map((p) => `'${p}'`).join(',')}]`;
  await client.query(`
    insert into shop_orders (session_id, status, currency, total, email, created_at, updated_at)
    select 'session-' || (g % 200000),
           case when g % 100 < 80 then 'completed' when g % 100 < 85 then 'paid' when g % 100 < 90 then 'processing'
                when g % 100 < 95 then 'pending' when g % 100 < 98 then 'cancelled' else 'refunded' end,
           case when g % 10 = 0 then 'USD' else 'EUR' end,
           500 + (g::bigint * 7919) % 20000,
           'customer' || (g % 200000) || '@example.com',
           ${now - span} + (g::bigint * ${Math.floor(span / size.orders)}),
           ${now - span} + (g::bigint * ${Math.floor(span / size.orders)})
    from generate_series(1, ${size.orders}) as g`);
  await client.query(`
    insert into shop_order_items (order_id, product_id, product_name, sku, quantity, options, design, meta, unit_price, line_total)
    select id, 1 + id % 10, (${products})[1 + id % 10], 'SKU-' || lpad((id % 50000)::text, 5, '0'), 1 + id % 3, '{}', null, '{}', total, total
    from shop_orders`);
  await client.query(`
    insert into print_queue_jobs (order_id, item_id, product_id, product_name, sku, quantity, design, state, hold_reason, created_at, updated_at, completed_at, delivered_at, search_text)
    select g, g, 1 + g % 10, (${products})[1 + g % 10], 'SKU-' || lpad((g % 50000)::text, 5, '0'), 1 + g % 3,
           '{"version":1,"sides":[]}',
           case when g % 1000 < 900 then 'delivered' when g % 1000 < 940 then 'completed' when g % 1000 < 960 then 'queued'
                when g % 1000 < 965 then 'processing' when g % 1000 < 985 then 'held' else 'failed' end,
           case when g % 1000 >= 965 and g % 1000 < 985 then 'manual' end,
           ${now - span} + (g::bigint * ${Math.floor(span / size.printJobs)}),
           ${now - span} + (g::bigint * ${Math.floor(span / size.printJobs)}),
           case when g % 1000 < 940 then ${now - span} + (g::bigint * ${Math.floor(span / size.printJobs)}) end,
           case when g % 1000 < 900 then ${now - span} + (g::bigint * ${Math.floor(span / size.printJobs)}) end,
           lower((${products})[1 + g % 10] || E'\\n' || 'SKU-' || lpad((g % 50000)::text, 5, '0'))
    from generate_series(1, ${size.printJobs}) as g`);
  await client.query(`
    insert into svc_queue_jobs (name, payload, state, attempts, max_attempts, priority, run_at, created_at, updated_at, finished_at)
    select case when g % 2 = 0 then 'print-queue.render' else 'print-queue.deliver' end, '{"jobId":' || g || '}',
           case when g % 1000 < 990 then 'completed' when g % 1000 < 995 then 'queued' else 'failed' end,
           1, 5, 0, ${now - span} + g::bigint * 60000, ${now - span} + g::bigint * 60000, ${now - span} + g::bigint * 60000, ${now - span} + g::bigint * 60000
    from generate_series(1, ${size.queueJobs}) as g`);
}
