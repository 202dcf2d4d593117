import { defineWidgetConfig } from '@medusajs/admin-sdk';
import type { AdminOrder, DetailWidgetProps } from '@medusajs/framework/types';
import { Badge, Container, Heading, Table, Text } from '@medusajs/ui';

type JobState = { job_id: number; number: string; state: string; round: number; hold_reason: string | null; error: string | null; updated_at: string };
type Sync = { status: string; order_id?: number; code?: string; message?: string };

const COLORS: Record<string, 'green' | 'orange' | 'red' | 'grey' | 'blue'> = { delivered: 'green', completed: 'blue', held: 'orange', failed: 'red', cancelled: 'grey' };

/** The order page's print jobs in dcs: how the order was sent and each designed line's job state (from dcs's webhooks). */
const DcsPrintJobsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const sync = order.metadata?.dcs_sync as Sync | undefined;
  const jobs = (order.metadata?.dcs_jobs as Record<string, JobState> | undefined) ?? {};
  const designed = (order.items ?? []).filter((item) => item.metadata?.dcs_quote_token);
  if (!sync && designed.length === 0) return null;
  return (
    <Container className="divide-y p-0" data-testid="dcs-print-jobs">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Print jobs (dcs)</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {sync ? (sync.status === 'sent' ? `dcs order ${sync.order_id}` : `${sync.status}${sync.code ? `: ${sync.code}` : ''}`) : 'not sent yet (waits for the payment)'}
        </Text>
      </div>
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Line</Table.HeaderCell>
            <Table.HeaderCell>Job</Table.HeaderCell>
            <Table.HeaderCell>State</Table.HeaderCell>
            <Table.HeaderCell>Updated</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {designed.map((item) => {
            const job = jobs[item.id];
            return (
              <Table.Row key={item.id}>
                <Table.Cell>{item.title}</Table.Cell>
                <Table.Cell>{job ? `${job.number}${job.round > 1 ? ` (round ${job.round})` : ''}` : '—'}</Table.Cell>
                <Table.Cell>
                  {job ? <Badge size="2xsmall" color={COLORS[job.state] ?? 'grey'}>{job.state}</Badge> : '—'}
                  {job?.hold_reason ? ` ${job.hold_reason}` : ''}
                  {job?.error ? ` ${job.error}` : ''}
                </Table.Cell>
                <Table.Cell>{job ? new Date(job.updated_at).toLocaleString() : ''}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table>
    </Container>
  );
};

export const config = defineWidgetConfig({ zone: 'order.details.side.after' });

export default DcsPrintJobsWidget;
