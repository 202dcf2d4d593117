import { useCallback, useEffect, useState } from 'react';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { EmptyHint } from '../common/ListEmpty.tsx';
import { Text } from '../common/Text.tsx';
import { ChoiceBoxes } from './ChoiceBoxes.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';

/** The events an endpoint can subscribe to, as the API names them. */
const EVENTS = ['order.received', 'order.cancelled', 'order.refunded', 'print_job.completed', 'print_job.delivered', 'print_job.held', 'print_job.failed', 'print_job.cancelled'] as const;

interface Endpoint {
  id: number;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
}

/**
 * Webhook endpoints of connected shops (docs/connector.md): register a URL and its events, see the
 * signing secret, switch an endpoint off, read its delivery log and resend a message.
 */
export default function WebhooksPage() {
  const client = useApiClient();
  const translate = useTranslate();
  const [endpoints, setEndpoints] = useState<Endpoint[] | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.received', 'print_job.delivered']);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Endpoint | null>(null);

  const load = useCallback(async () => setEndpoints((await client.get('admin', '/webhooks')).body), [client]);
  useEffect(() => {
    load().catch((cause) => setError(describeError(cause)));
  }, [load]);
  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(describeError(cause));
    }
    await load();
  };
  const create = () =>
    act(async () => {
      await client.post('admin', '/webhooks', { url: url.trim(), events });
      setUrl('');
    });

  if (!endpoints) return error ? <Alert severity="error">{error}</Alert> : <Loading />;
  const title = translate('dcs.connector.webhooks_title', { _: 'Webhooks' });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2"><Text>Add an endpoint</Text></Typography>
          <TextField label={translate('Endpoint URL', { _: 'Endpoint URL' })} value={url} onChange={(event) => setUrl(event.target.value)} fullWidth sx={{ my: 1 }} />
          <ChoiceBoxes label="Events" options={EVENTS} chosen={events} onChange={setEvents} />
          <Button variant="contained" onClick={create} disabled={!url.trim() || events.length === 0}>
            <Text>Add endpoint</Text>
          </Button>
        </CardContent>
      </Card>
      {endpoints.length === 0 ? (
        <Card>
          <EmptyHint title={translate('dcs.empty.webhooks_title')} hint={translate('dcs.empty.webhooks_hint')} />
        </Card>
      ) : null}
      {endpoints.map((endpoint) => (
        <Card key={endpoint.id}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
              <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>{endpoint.url}</Typography>
              <Stack direction="row" spacing={1} alignItems="center">
                <FormControlLabel
                  control={<Switch checked={endpoint.enabled} onChange={() => act(() => client.request('PATCH', 'admin', `/webhooks/${endpoint.id}`, { body: { enabled: !endpoint.enabled } }))} />}
                  label={translate('Enabled', { _: 'Enabled' })}
                />
                <Button size="small" onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                  <Text>Delivery log</Text>
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(endpoint)}>
                  <Text>Remove</Text>
                </Button>
              </Stack>
            </Stack>
            <Typography variant="body2">{endpoint.events.join(', ')}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Text>Signing secret</Text>: <code style={{ wordBreak: 'break-all' }}>{endpoint.secret}</code>
            </Typography>
            {open === endpoint.id ? <DeliveryLog webhookId={endpoint.id} onError={setError} /> : null}
          </CardContent>
        </Card>
      ))}
      <Confirm
        isOpen={removing !== null}
        title={translate('Remove the endpoint?', { _: 'Remove the endpoint?' })}
        content={translate('Its delivery log goes with it.', { _: 'Its delivery log goes with it.' })}
        onConfirm={() => act(async () => {
          const target = removing!;
          setRemoving(null);
          await client.request('DELETE', 'admin', `/webhooks/${target.id}`);
        })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
