import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Clock, DatabaseService, ShopService } from '@dcs/platform';
import type { AddonRegistry } from '../../addons/addon-registry.ts';
import type { CustomerDesignStore } from '../customer-designs/customer-design-store.ts';
import type { MediaStore } from '../media/media-store.ts';

const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'refunded'] as const;
/** Orders that no longer count at all (the day's order count leaves them out). */
const NOT_ORDERS = new Set(['cancelled', 'refunded']);
/** Statuses whose money came in: revenue. A pending order is counted as an order, not as revenue. */
const PAID = ['paid', 'processing', 'completed'] as const;
const DAY_MS = 86_400_000;
export const SERIES_DAYS = 30;

const Counts = Type.Record(Type.String(), Type.Integer());
export const DashboardSchema = Type.Object({
  generatedAt: Type.Integer(),
  counts: Type.Object({
    designs: Type.Integer({ description: 'Saved customer designs.' }),
    orders: Type.Object({ total: Type.Integer(), byStatus: Counts }),
    jobs: Type.Object({ total: Type.Integer(), byState: Counts, byName: Type.Record(Type.String(), Counts) }, { description: 'Background jobs of the core queue.' }),
    addons: Type.Object({ installed: Type.Integer(), active: Type.Integer(), failed: Type.Integer() }),
  }),
  recent: Type.Array(Type.Object({ type: Type.String(), id: Type.Union([Type.Integer(), Type.String()]), title: Type.String(), at: Type.Integer() })),
  series: Type.Object({
    days: Type.Array(Type.Object({ date: Type.String({ description: 'UTC day, YYYY-MM-DD.' }), orders: Type.Integer(), totals: Counts })),
    currencies: Type.Array(Type.String()),
  }),
  notes: Type.Array(Type.String(), { description: 'What the dashboard does not count, and why.' }),
});

/** The figures of the admin dashboard, read from the shop, the queue table, the addon registry and the resources. */
export class DashboardReport {
  readonly #deps: { database: DatabaseService; clock: Clock; shop: ShopService; addons: AddonRegistry; designs: CustomerDesignStore; media: MediaStore };

  constructor(deps: { database: DatabaseService; clock: Clock; shop: ShopService; addons: AddonRegistry; designs: CustomerDesignStore; media: MediaStore }) {
    this.#deps = deps;
  }

  /**
   * Revenue orders per UTC day and currency since `since`, summed in SQL over the created_at index: a
   * busy shop has tens of thousands of orders in 30 days, too many to load as records.
   */
  async #dailyTotals(since: number): Promise<Array<{ day: number; currency: string; orders: number; total: number }>> {
    const day = sql<number>`created_at / ${sql.lit(DAY_MS)}`;
    const rows = await this.#deps.database
      .db<any>()
      .selectFrom('shop_orders')
      .select([
        day.as('day'),
        'currency',
        (eb) => eb.fn.countAll<number>().as('orders'),
        sql<number>`sum(case when status in (${sql.join(PAID.map((status) => sql.lit(status)))}) then total else 0 end)`.as('total'),
      ])
      .where('created_at', '>=', since)
      .where('status', 'not in', [...NOT_ORDERS])
      .groupBy([sql`1`, 'currency'])
      .execute();
    return rows.map((row) => ({ day: Number(row.day), currency: String(row.currency), orders: Number(row.orders), total: Number(row.total) }));
  }

  /** Orders per status from the shop's trigger-kept counter (one small table), every status present. */
  async #ordersByStatus(): Promise<Array<readonly [string, number]>> {
    const rows = await this.#deps.database.db<any>().selectFrom('shop_order_counts').select(['status', 'n']).execute();
    const counted = new Map(rows.map((row) => [String(row.status), Number(row.n)]));
    return ORDER_STATUSES.map((status) => [status, counted.get(status) ?? 0] as const);
  }

  async #jobs() {
    // The queue facade has no counting API; the dashboard reads core's own counter of the queue table
    // (kept by triggers), not the table itself, which grows by every job ever run.
    const rows = await this.#deps.database.db().selectFrom('svc_queue_job_counts').select(['name', 'state', 'n']).where('n', '>', 0).execute();
    const byState: Record<string, number> = {};
    const byName: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      const n = Number(row.n);
      byState[String(row.state)] = (byState[String(row.state)] ?? 0) + n;
      (byName[String(row.name)] ??= {})[String(row.state)] = n;
    }
    return { total: Object.values(byState).reduce((a, b) => a + b, 0), byState, byName };
  }

  async build() {
    const { clock, shop, addons, designs, media } = this.#deps;
    const now = clock.now();
    const firstDay = Math.floor(now / DAY_MS) * DAY_MS - (SERIES_DAYS - 1) * DAY_MS;
    const [byStatusEntries, jobs, installed, dailyTotals, latestOrders, designCount, latestDesigns, latestMedia] = await Promise.all([
      this.#ordersByStatus(),
      this.#jobs(),
      addons.list(),
      this.#dailyTotals(firstDay),
      shop.listOrders({ page: 1, perPage: 5 }),
      designs.records.count(),
      designs.records.list({ page: 1, perPage: 5, offset: 0, search: undefined, orderby: 'created_at', order: 'desc' }),
      media.records.list({ page: 1, perPage: 5, offset: 0, search: undefined, orderby: 'created_at', order: 'desc' }),
    ]);
    const byStatus = Object.fromEntries(byStatusEntries);

    const days = Array.from({ length: SERIES_DAYS }, (_, i) => ({ date: new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10), orders: 0, totals: {} as Record<string, number> }));
    for (const row of dailyTotals) {
      const day = days[row.day - firstDay / DAY_MS];
      if (!day) continue;
      day.orders += row.orders;
      if (row.total !== 0) day.totals[row.currency] = (day.totals[row.currency] ?? 0) + row.total;
    }

    const recent = [
      ...latestOrders.items.filter((o) => o.createdAt >= firstDay).map((o) => ({ type: 'order', id: o.id, title: `Order #${o.id} (${o.status})`, at: o.createdAt })),
      ...latestDesigns.items.map((d) => ({ type: 'customer_design', id: d.id, title: d.name, at: d.createdAt })),
      ...latestMedia.items.map((m) => ({ type: 'media', id: m.id, title: m.title, at: m.createdAt })),
      ...installed.map((a) => ({ type: 'addon', id: a.slug, title: `${a.name} ${a.version}`, at: a.updatedAt })),
    ]
      .sort((a, b) => b.at - a.at)
      .slice(0, 10);

    return {
      generatedAt: now,
      counts: {
        designs: designCount,
        orders: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
        jobs,
        addons: { installed: installed.length, active: installed.filter((a) => a.active).length, failed: installed.filter((a) => a.failure).length },
      },
      recent,
      series: { days, currencies: [...new Set(dailyTotals.map((row) => row.currency))].sort() },
      notes: [
        'Quotes are not counted: the dynamic pricing addon computes quotes on request and keeps no quote table.',
        'Print jobs of the print-queue addon live in its own table and are not counted here; jobs are those of the core queue.',
        'Orders per day leave out cancelled and refunded orders; revenue counts paid orders only (paid, processing, completed), in minor units per currency.',
      ],
    };
  }
}
