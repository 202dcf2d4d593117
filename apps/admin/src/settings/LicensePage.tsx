import { useCallback, useEffect, useState } from 'react';
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { ApiError, describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { Text } from '../common/Text.tsx';

interface Status {
  slug: string;
  licensed: boolean;
  licenseId: string | null;
  via?: string | null;
  expiresAt: string | null;
  updatesUntil: string | null;
  problem: string | null;
}

/** License status per product, activated keys (only their hint), activation and deactivation. */
export default function LicensePage() {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [status, setStatus] = useState<{ bundle: Status; products: Status[] } | null>(null);
  const [keys, setKeys] = useState<Array<{ id: number; keyHint: string; licenseId: string }>>([]);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const load = useCallback(async () => {
    const [current, list] = await Promise.all([client.get('admin', '/license'), client.get('admin', '/license/keys', { per_page: 100 })]);
    setStatus(current.body);
    setKeys(list.body);
  }, [client]);
  useEffect(() => {
    load().catch((cause: Error) => setError(cause.message));
  }, [load]);

  const activate = async () => {
    setError(null);
    try {
      await client.post('admin', '/license', { key: key.trim() });
      setKey('');
      notify(translate('dcs.license.activated'), { type: 'success' });
    } catch (cause) {
      setError(describeError(cause));
    }
    await load();
  };
  const deactivate = async (id: number) => {
    setRemoving(null);
    await client.request('DELETE', 'admin', `/license/keys/${id}`).catch((cause: ApiError) => setError(cause.message));
    await load();
  };

  if (!status) return error ? <Alert severity="error">{error}</Alert> : <Loading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('dcs.license.title')} />
      <Typography variant="h5" component="h1">
        {translate('dcs.license.title')}
      </Typography>
      {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
      <Card>
        <CardContent>
          <Table size="small" aria-label={translate('dcs.license.title')}>
            <TableHead>
              <TableRow>
                <TableCell><Text>Product</Text></TableCell>
                <TableCell><Text>Licensed</Text></TableCell>
                <TableCell><Text>License</Text></TableCell>
                <TableCell><Text>Updates until</Text></TableCell>
                <TableCell><Text>Problem</Text></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[status.bundle, ...status.products].map((row) => (
                <TableRow key={row.slug}>
                  <TableCell>{row.slug}</TableCell>
                  <TableCell>{row.licensed ? '✓' : '—'}</TableCell>
                  <TableCell>{row.licenseId ?? '—'}</TableCell>
                  <TableCell>{row.updatesUntil ?? '—'}</TableCell>
                  <TableCell>{row.problem ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('dcs.license.activate')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <TextField label={translate('dcs.license.key')} value={key} onChange={(event) => setKey(event.target.value)} sx={{ flex: 1 }} />
            <Button variant="contained" onClick={activate} disabled={!key.trim()}>
              {translate('dcs.license.activate')}
            </Button>
          </Stack>
          {keys.map((entry) => (
            <Stack key={entry.id} direction="row" spacing={2} alignItems="center">
              <Typography>{`${entry.licenseId} · …${entry.keyHint}`}</Typography>
              <Button color="error" size="small" onClick={() => setRemoving(entry.id)}>
                {translate('ra.action.delete')}
              </Button>
            </Stack>
          ))}
        </CardContent>
      </Card>
      <Confirm isOpen={removing !== null} title={translate('ra.action.delete')} content={translate('ra.message.are_you_sure')} onConfirm={() => deactivate(removing!)} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
