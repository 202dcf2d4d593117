import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { Text } from '../common/Text.tsx';
import { formatTime } from './connector-format.ts';

interface Delivery {
  id: number;
  messageId: string;
  event: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
}

/** The latest deliveries of one endpoint, with a resend of each (the same message, a new delivery). */
export function DeliveryLog({ webhookId, onError }: { webhookId: number; onError: (message: string) => void }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);
  const load = useCallback(async () => setDeliveries((await client.get('admin', `/webhooks/${webhookId}/deliveries`, { per_page: 50 })).body), [client, webhookId]);
  useEffect(() => {
    load().catch((cause) => onError(describeError(cause)));
  }, [load, onError]);
  // While a message is on its way, its outcome shows up without a click.
  const waiting = deliveries.some((delivery) => delivery.state === 'pending');
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load().catch(() => undefined), 2000);
    return () => clearInterval(timer);
  }, [waiting, load]);
  const resend = async (id: number) => {
    await client.post('admin', `/webhook-deliveries/${id}/resend`).catch((cause) => onError(describeError(cause)));
    await load();
  };
  return (
    <Stack sx={{ mt: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('Delivery log', { _: 'Delivery log' })}>
        <TableHead>
          <TableRow>
            <TableCell><Text>Time</Text></TableCell>
            <TableCell><Text>Event</Text></TableCell>
            <TableCell><Text>State</Text></TableCell>
            <TableCell><Text>Attempts</Text></TableCell>
            <TableCell><Text>Last answer</Text></TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell>{formatTime(delivery.createdAt)}</TableCell>
              <TableCell>{delivery.event}</TableCell>
              <TableCell>{delivery.state}</TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell>{[delivery.lastStatus, delivery.lastError].filter((part) => part !== null).join(' · ') || '—'}</TableCell>
              <TableCell align="right">
                {delivery.state === 'pending' ? null : (
                  <Button size="small" onClick={() => resend(delivery.id)}>
                    <Text>Resend</Text>
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
