import type { ApiClient } from '../api/api-client.ts';

export const JOB_STATES = ['held', 'queued', 'processing', 'completed', 'delivered', 'failed', 'cancelled'] as const;

export interface DashboardData {
  core: {
    counts: { designs: number; orders: { total: number; byStatus: Record<string, number> }; addons: { installed: number; active: number; failed: number } };
    recent: Array<{ type: string; id: string | number; title: string; at: number }>;
    series: { days: Array<{ date: string; orders: number; totals: Record<string, number> }>; currencies: string[] };
  };
  /** Jobs per state of the print-queue addon (its own routes; null when the addon is not active). */
  jobs: Record<string, number> | null;
  needsAction: Array<{ id: number; number: string; state: string; product: { name: string }; hold_reason: string | null; error: { message: string } | null }>;
  topProducts: Array<{ label: string; value: number }>;
}

/**
 * Everything the dashboard shows, in parallel: core's `/dashboard`, the print queue's totals per
 * state (`X-WP-Total` of a one-row page each), the jobs that wait for a person, and the products of
 * the latest orders.
 */
export async function loadDashboard(client: ApiClient): Promise<DashboardData> {
  const jobTotal = (state: string) => client.request('GET', 'svc', '/print-queue', { query: { state, per_page: 1 } }).then((r) => Number(r.headers.get('x-wp-total') ?? 0));
  const [core, jobCounts, needsAction, orders] = await Promise.all([
    client.get('admin', '/dashboard').then((r) => r.body),
    Promise.all(JOB_STATES.map(jobTotal)).catch(() => null),
    client.get('svc', '/print-queue', { state: 'failed,held', per_page: 8 }).then((r) => r.body).catch(() => []),
    client.get('admin', '/orders', { per_page: 100 }).then((r) => r.body as Array<{ status: string; items: Array<{ productName: string; quantity: number }> }>),
  ]);
  const byProduct = new Map<string, number>();
  for (const order of orders) {
    if (order.status === 'cancelled' || order.status === 'refunded') continue;
    for (const item of order.items) byProduct.set(item.productName, (byProduct.get(item.productName) ?? 0) + item.quantity);
  }
  const topProducts = [...byProduct].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, value]) => ({ label, value }));
  return {
    core,
    jobs: jobCounts ? Object.fromEntries(JOB_STATES.map((state, i) => [state, jobCounts[i]!])) : null,
    needsAction,
    topProducts,
  };
}
