import { Show, useGetOne, useRecordContext, useTranslate, Link } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { DesignPreview } from '../common/DesignPreview.tsx';
import type { SketchSide } from '../common/DesignSketch.tsx';
import { PdfThumbnail } from '../common/PdfThumbnail.tsx';
import { formatBytes } from '../common/format.ts';
import { JobActions } from './JobActions.tsx';
import { StateField } from './StateField.tsx';

interface Issue {
  severity: string;
  check: string;
  sideId: string;
  elementId: string;
  message: string;
}
interface Job {
  id: number;
  number: string;
  state: string;
  hold_note: string | null;
  reprint_reason: string | null;
  order: { id: number };
  item: { id: number };
  product: { name: string; sku: string };
  quantity: number;
  round: number;
  attempts: number;
  error: { code: string; message: string } | null;
  preflight: { ok: boolean; errors: Issue[]; warnings: Issue[] } | null;
  files: Record<string, { name: string; size: number; sha256: string }>;
  printing_method: { requested: string | null; used: string | null };
  quantity_meaning: { text: string } | null;
  options: Array<{ name: string; label: string; value_label: string }>;
  printed_sides: string[] | null;
  dropped_sides: string[];
  low_resolution_accepted: boolean;
  forced: boolean;
  forced_by: string | null;
  delivery: { delivered: string[]; error: string | null; delivered_at: string | null; directory: string | null };
}

function Preflight({ job }: { job: Job }) {
  const translate = useTranslate();
  const { data: order } = useGetOne('orders', { id: job.order.id });
  const item = order?.items?.find((candidate: { id: number }) => candidate.id === job.item.id);
  const issues = [...(job.preflight?.errors ?? []), ...(job.preflight?.warnings ?? [])];
  const sides: SketchSide[] = item?.design?.sides ?? [];
  return (
    <Card component="section" aria-label={translate('dcs.queue.preflight')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('dcs.queue.preflight')}
        </Typography>
        {job.preflight === null || issues.length === 0 ? <Typography>{translate('dcs.queue.preflight_ok')}</Typography> : null}
        <List dense>
          {issues.map((issue, index) => (
            <ListItem key={index}>
              <ListItemText primary={`${issue.severity === 'error' ? '⛔' : '⚠'} ${issue.message}`} secondary={`${issue.check} · ${issue.sideId} / ${issue.elementId}`} />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={2} flexWrap="wrap">
          {sides.map((side) => (
            <Box key={side.id}>
              <Typography variant="caption">{side.name ?? side.id}</Typography>
              <DesignPreview orderId={job.order.id} itemId={job.item.id} side={side} flagged={new Set(issues.filter((issue) => issue.sideId === side.id).map((issue) => issue.elementId))} width={260} title={`${side.name ?? side.id}: ${issues.length} issues`} />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The order line as sold (quantity meaning, every option), as the ticket and the job sheet carry it. */
function OrderAsSold({ job }: { job: Job }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    [translate('dcs.queue.quantity'), job.quantity_meaning?.text ?? String(job.quantity)],
    ...job.options.map((option): [string, string] => [option.label, option.value_label]),
    ...(job.printed_sides ? [[translate('dcs.queue.printed_sides'), job.printed_sides.join(', ')] as [string, string]] : []),
    ...(job.dropped_sides.length > 0 ? [[translate('dcs.queue.dropped_sides'), job.dropped_sides.join(', ')] as [string, string]] : []),
  ];
  return (
    <Card component="section" aria-label={translate('dcs.queue.order_as_sold')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('dcs.queue.order_as_sold')}
        </Typography>
        {job.forced ? <Alert severity="error">{translate('dcs.queue.forced_by', { by: job.forced_by ?? '—' })}</Alert> : null}
        {job.low_resolution_accepted ? <Alert severity="warning">{translate('dcs.queue.low_resolution_accepted')}</Alert> : null}
        <List dense>
          {rows.map(([label, value]) => (
            <ListItem key={label}>
              <ListItemText primary={value} secondary={label} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function JobDetail() {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  const client = useApiClient();
  if (!job) return null;
  const hasArtifact = Boolean(job.files.artifact);
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap alignItems="center" flexWrap="wrap">
            <Typography variant="h5" component="h1">
              {job.number}
            </Typography>
            <StateField />
            <JobActions size="medium" />
          </Stack>
          <Typography>
            <Link to={`/orders/${job.order.id}/show`}>{`#${job.order.id}`}</Link> · {job.product.name} ({job.product.sku}) × {job.quantity} · {translate('resources.print-queue.fields.round')} {job.round} ·{' '}
            {translate('resources.print-queue.fields.attempts')} {job.attempts} · {job.printing_method.used ?? job.printing_method.requested ?? '—'}
          </Typography>
          {job.hold_note ? <Alert severity="info">{job.hold_note}</Alert> : null}
          {job.reprint_reason ? <Alert severity="info">{translate('dcs.queue.reprinted_because', { reason: job.reprint_reason })}</Alert> : null}
          {job.error ? <Alert severity="error">{`${job.error.message} (${job.error.code})`}</Alert> : null}
          {job.delivery.error ? <Alert severity="warning">{job.delivery.error}</Alert> : null}
          <OrderAsSold job={job} />
          <Card component="section" aria-label={translate('dcs.queue.files')}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('dcs.queue.files')}
              </Typography>
              <List dense>
                {Object.entries(job.files).map(([kind, file]) => {
                  const label = translate(`dcs.queue.file_kinds.${kind}`, { _: kind });
                  return (
                    // The download sits beside the name, or under it where the line is too narrow (a phone).
                    <ListItem key={kind} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                      <ListItemText
                        sx={{ flex: '1 1 200px', minWidth: 0 }}
                        primary={file.name}
                        secondary={[label, formatBytes(file.size), ...(job.delivery.delivered.includes(file.name) ? [translate('dcs.states.delivered')] : [])].join(' · ')}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                      <Button href={client.url('svc', `/print-queue/${job.id}/download/${kind}`)} download size="small">
                        {translate('dcs.queue.download', { type: label })}
                      </Button>
                    </ListItem>
                  );
                })}
              </List>
            </CardContent>
          </Card>
          <Preflight job={job} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        {hasArtifact ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('dcs.queue.thumbnail')}
              </Typography>
              <PdfThumbnail api="svc" path={`/print-queue/${job.id}/download/artifact`} label={`${translate('dcs.queue.thumbnail')} ${job.number}`} />
            </CardContent>
          </Card>
        ) : null}
      </Grid>
    </Grid>
  );
}

/** One job: state and moves, files with downloads, the preflight report drawn on the design, the PDF's first page. */
export default function PrintJobShow() {
  return (
    <Show queryOptions={{ refetchInterval: 5000 }} component="div">
      <JobDetail />
    </Show>
  );
}
