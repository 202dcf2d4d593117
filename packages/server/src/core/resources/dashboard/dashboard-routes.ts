import type { AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { DashboardSchema, type DashboardReport } from './dashboard-report.ts';

/** `GET /dashboard`: counts, recent activity and the 30-day order series for the admin home page. */
export function registerDashboardRoutes(api: ApiRegistry, deps: { auth: AuthService; report: DashboardReport }): void {
  api.add('dashboard', {
    method: 'GET',
    path: '/dashboard',
    summary: 'Counts (designs, orders by status, queue jobs by state, addons), recent activity, and order totals per day over the last 30 days.',
    permission_callback: deps.auth.permissions.admin(),
    response: DashboardSchema,
    callback: () => deps.report.build(),
  });
}
