import { createManualClock } from '@dcs/platform/conformance';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { designWith, textElement } from '../common/testing/design-fixtures.ts';

const DAY = 86_400_000;

describeEachEngine('dashboard', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const clock = createManualClock(Date.UTC(2026, 10, 1, 12));

  /** An order of `quantity` mugs placed `daysAgo` days before the test's today. */
  async function order(productId: number, quantity: number, daysAgo: number, status?: 'paid' | 'cancelled') {
    const { shop } = t.system.services;
    clock.set(Date.UTC(2026, 10, 1, 12) - daysAgo * DAY);
    const session = `s-${Math.random().toString(36).slice(2)}`;
    await shop.addCartItem(session, { productId, quantity });
    const placed = await shop.checkout(session);
    if (status) await shop.setOrderStatus(placed.id, status);
    clock.set(Date.UTC(2026, 10, 1, 12));
    return placed;
  }

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create(), clock });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('counts designs, orders by status, queue jobs by state and addons; recent activity; a 30-day order series', async () => {
    const empty = (await admin.get('/api/v1/dashboard')).body;
    expect(empty.counts).toMatchObject({ designs: 0, orders: { total: 0 }, jobs: { total: 0, byState: {} }, addons: { installed: 0, active: 0, failed: 0 } });
    expect(empty.series.days).toHaveLength(30);
    expect(empty.series.days.at(-1).date).toBe('2026-11-01');
    expect(empty.series.days[0].date).toBe('2026-10-03');
    expect(empty.notes.join(' ')).toMatch(/quote/i);

    const mug = await t.system.services.shop.createProduct({ name: 'Mug', sku: 'MUG', basePrice: 1000, currency: 'EUR' });
    // Oldest first: the shop numbers orders in creation order, which the series relies on.
    await order(mug.id, 4, 45, 'paid');
    await order(mug.id, 1, 29);
    await order(mug.id, 3, 5, 'cancelled');
    await order(mug.id, 2, 0, 'paid');
    await order(mug.id, 1, 0);
    await t.system.services.queue.enqueue('mail.send', { to: 'a' });
    await t.system.services.queue.enqueue('mail.send', { to: 'b' });
    clock.advance(1000);
    await t.client().post('/wp-json/svc/v1/designs', { name: 'Saved mug', design: designWith([textElement('Hi')]) });

    const report = (await admin.get('/api/v1/dashboard')).body;
    expect(report.counts.designs).toBe(1);
    expect(report.counts.orders).toEqual({ total: 5, byStatus: { pending: 2, paid: 2, processing: 0, completed: 0, cancelled: 1, refunded: 0 } });
    expect(report.counts.jobs.total).toBe(2);
    expect(Object.values(report.counts.jobs.byState).reduce((a: number, b) => a + (b as number), 0)).toBe(2);
    expect(Object.keys(report.counts.jobs.byName)).toEqual(['mail.send']);
    const byDate = Object.fromEntries(report.series.days.map((d: { date: string; orders: number; totals: Record<string, number> }) => [d.date, d]));
    // Revenue is paid money: the day's pending order counts as an order, not as revenue.
    expect(byDate['2026-11-01']).toEqual({ date: '2026-11-01', orders: 2, totals: { EUR: 2000 } });
    expect(byDate['2026-10-27']).toEqual({ date: '2026-10-27', orders: 0, totals: {} });
    expect(byDate['2026-10-03']).toEqual({ date: '2026-10-03', orders: 1, totals: {} });
    expect(report.series.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(3);
    expect(report.series.currencies).toEqual(['EUR']);
    expect(report.recent[0]).toMatchObject({ type: 'customer_design', title: 'Saved mug' });
    expect(report.recent.filter((r: { type: string }) => r.type === 'order')).toHaveLength(4);
  });

  it('requires an admin session', async () => {
    await expectAuthMatrix(t, admin, [{ method: 'GET', path: '/api/v1/dashboard' }]);
  });
});
