import { useCallback, useEffect, useState } from 'react';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { EmptyHint } from '../common/ListEmpty.tsx';
import { Text } from '../common/Text.tsx';
import { ChoiceBoxes } from './ChoiceBoxes.tsx';
import { formatTime } from './connector-format.ts';

/** The scopes a key can hold, as the API names them. */
const SCOPES = ['orders:write', 'orders:read', 'quotes:verify', 'jobs:read'] as const;

interface ShopKey {
  id: number;
  name: string;
  shop: string;
  prefix: string;
  scopes: string[];
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/**
 * Shop API keys for the servers of connected shops (docs/connector.md): create one (its secret is shown
 * this once), see each key's prefix, scopes and last use, revoke it.
 */
export default function ShopKeysPage() {
  const client = useApiClient();
  const translate = useTranslate();
  const [keys, setKeys] = useState<ShopKey[] | null>(null);
  const [name, setName] = useState('');
  const [shop, setShop] = useState('shop');
  const [scopes, setScopes] = useState<string[]>(['orders:write', 'quotes:verify', 'jobs:read']);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShopKey | null>(null);

  const load = useCallback(async () => setKeys((await client.get('admin', '/shop-keys')).body), [client]);
  useEffect(() => {
    load().catch((cause) => setError(describeError(cause)));
  }, [load]);

  const create = async () => {
    setError(null);
    try {
      const created = await client.post('admin', '/shop-keys', { name: name.trim(), shop: shop.trim(), scopes });
      setSecret(created.body.secret);
      setName('');
    } catch (cause) {
      setError(describeError(cause));
    }
    await load();
  };
  const revoke = async (key: ShopKey) => {
    setRevoking(null);
    await client.request('DELETE', 'admin', `/shop-keys/${key.id}`).catch((cause) => setError(describeError(cause)));
    await load();
  };

  if (!keys) return error ? <Alert severity="error">{error}</Alert> : <Loading />;
  const title = translate('dcs.connector.keys_title', { _: 'Shop API keys' });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
      {secret ? (
        <Alert severity="success" role="status" onClose={() => setSecret(null)}>
          <Text>Copy the key now: it is shown this once. Send it as "Authorization: Bearer" from the shop's server, never from a browser.</Text>
          <Typography component="code" sx={{ display: 'block', mt: 1, fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="new-key-secret">
            {secret}
          </Typography>
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2"><Text>Create a key</Text></Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
            <TextField label={translate('Name', { _: 'Name' })} value={name} onChange={(event) => setName(event.target.value)} sx={{ flex: '1 1 240px' }} />
            <TextField label={translate('Shop', { _: 'Shop' })} value={shop} onChange={(event) => setShop(event.target.value)} helperText={translate('Order ids are unique per shop', { _: 'Order ids are unique per shop' })} />
          </Stack>
          <ChoiceBoxes label="Scopes" options={SCOPES} chosen={scopes} onChange={setScopes} />
          <Button variant="contained" onClick={create} disabled={!name.trim() || scopes.length === 0}>
            <Text>Create key</Text>
          </Button>
        </CardContent>
      </Card>
      <Card sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell><Text>Name</Text></TableCell>
              <TableCell><Text>Shop</Text></TableCell>
              <TableCell><Text>Key</Text></TableCell>
              <TableCell><Text>Scopes</Text></TableCell>
              <TableCell><Text>Last used</Text></TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id} sx={key.revokedAt ? { opacity: 0.6 } : undefined}>
                <TableCell>{key.name}</TableCell>
                <TableCell>{key.shop}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</TableCell>
                <TableCell>{key.scopes.join(', ')}</TableCell>
                <TableCell>{formatTime(key.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  {key.revokedAt ? (
                    <Text>Revoked</Text>
                  ) : (
                    <Button color="error" size="small" onClick={() => setRevoking(key)}>
                      <Text>Revoke</Text>
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {keys.length === 0 ? <EmptyHint title={translate('dcs.empty.keys_title')} hint={translate('dcs.empty.keys_hint')} /> : null}
      </Card>
      <Confirm
        isOpen={revoking !== null}
        title={translate('Revoke the key?', { _: 'Revoke the key?' })}
        content={translate('The shop using it can no longer send orders with it.', { _: 'The shop using it can no longer send orders with it.' })}
        onConfirm={() => revoke(revoking!)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
