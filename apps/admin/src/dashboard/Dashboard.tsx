import { useEffect, useState } from 'react';
import { Link, Loading, Title, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, Chip, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { BarChart } from './BarChart.tsx';
import { JOB_STATES, loadDashboard, type DashboardData } from './dashboard-data.ts';
import { STATE_COLORS } from '../print-queue/job-states.ts';
import { formatMoney } from '../common/format.ts';
import { prefetchDailyScreens } from '../screens.ts';
import { usePrefetchQueueFirstPage } from '../print-queue/first-page.ts';

function Panel({ title, children, md = 6 }: { title: string; children: React.ReactNode; md?: number }) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Orders and revenue over time, jobs by state, top products, and the jobs that need a person. */
export function Dashboard() {
  const client = useApiClient();
  const translate = useTranslate();
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(prefetchDailyScreens, []);
  usePrefetchQueueFirstPage();

  useEffect(() => {
    let live = true;
    const refresh = () => loadDashboard(client).then((next) => live && setData(next), (cause: Error) => live && setError(cause.message));
    refresh();
    const timer = setInterval(refresh, 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Loading />;
  const { core } = data;
  const days = core.series.days;
  const currency = core.series.currencies[0] ?? 'EUR';
  return (
    <>
      <Title title={translate('dcs.dashboard.title')} />
      <Typography component="h1" variant="h5" sx={{ my: 2 }}>
        {translate('dcs.dashboard.title')}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="dashboard-counts">
        {translate('dcs.dashboard.counts', { designs: core.counts.designs, orders: core.counts.orders.total, active: core.counts.addons.active, installed: core.counts.addons.installed })}
      </Typography>
      <Grid container spacing={2}>
        <Panel title={translate('dcs.dashboard.orders_over_time')}>
          <BarChart title={translate('dcs.dashboard.orders_over_time')} bars={days.map((day) => ({ label: day.date.slice(5), value: day.orders }))} />
        </Panel>
        <Panel title={translate('dcs.dashboard.revenue_over_time', { currency })}>
          <BarChart
            title={translate('dcs.dashboard.revenue_over_time', { currency })}
            bars={days.map((day) => ({ label: day.date.slice(5), value: day.totals[currency] ?? 0, color: '#2e7d32' }))}
            format={(value) => formatMoney(value, currency)}
          />
        </Panel>
        <Panel title={translate('dcs.dashboard.jobs_by_state')}>
          {data.jobs ? (
            <BarChart
              title={translate('dcs.dashboard.jobs_by_state')}
              bars={JOB_STATES.map((state) => ({ label: translate(`dcs.states.${state}`), value: data.jobs![state] ?? 0, color: STATE_COLORS[state] }))}
            />
          ) : (
            <Typography>{translate('dcs.dashboard.chart_empty')}</Typography>
          )}
        </Panel>
        <Panel title={translate('dcs.dashboard.top_products')}>
          {data.topProducts.length ? <BarChart title={translate('dcs.dashboard.top_products')} bars={data.topProducts} /> : <Typography>{translate('dcs.dashboard.chart_empty')}</Typography>}
        </Panel>
        <Panel title={translate('dcs.dashboard.needs_action')}>
          {data.needsAction.length === 0 ? (
            <Typography>{translate('dcs.dashboard.none_need_action')}</Typography>
          ) : (
            <List dense>
              {data.needsAction.map((job) => (
                <ListItem key={job.id} secondaryAction={<Chip size="small" label={translate(`dcs.states.${job.state}`)} sx={{ bgcolor: STATE_COLORS[job.state], color: '#fff' }} />}>
                  <ListItemText primary={<Link to={`/print-queue/${job.id}/show`}>{`${job.number} · ${job.product.name}`}</Link>} secondary={job.error?.message ?? job.hold_reason ?? ''} />
                </ListItem>
              ))}
            </List>
          )}
        </Panel>
        <Panel title={translate('dcs.dashboard.recent')}>
          <List dense>
            {core.recent.map((event) => (
              <ListItem key={`${event.type}-${event.id}`}>
                <ListItemText primary={event.title} secondary={`${event.type} · ${new Date(event.at).toLocaleString()}`} />
              </ListItem>
            ))}
          </List>
        </Panel>
      </Grid>
    </>
  );
}
