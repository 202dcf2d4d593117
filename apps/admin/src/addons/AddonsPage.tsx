import { useCallback, useEffect, useState } from 'react';
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Checkbox, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { AddonUpload } from './AddonUpload.tsx';
import { Text } from '../common/Text.tsx';

export interface Addon {
  directory: string;
  slug: string;
  name: string;
  installed_version: string;
  channel: string;
  tier: string;
  trust: { status: string };
  latest_version: string | null;
  update_available: boolean;
  update_delivery: string | null;
  license: { status: string; message: string | null } | null;
  /** Running in the server that answered. */
  active: boolean;
  /** In the saved active set: an addon that failed to start is enabled but not active. */
  enabled: boolean;
  status: string;
  failure_reason: string | null;
}

/**
 * Installed addons (version, trust, license, latest version, update delivery), upload and restore,
 * and activation as the explicit list of active directories the API takes.
 *
 * The boxes show the saved activation, so an addon that is switched on but failed to start stays
 * ticked beside its failure: applying tries it again, unticking and applying switches it off (and
 * only then may it be deleted, as the server requires).
 */
export default function AddonsPage() {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [addons, setAddons] = useState<Addon[] | null>(null);
  const [active, setActive] = useState<Set<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Addon | null>(null);

  const load = useCallback(async () => {
    const list = (await client.get('admin', '/addons')).body.addons as Addon[];
    setAddons(list);
    setActive(new Set(list.filter((addon) => addon.enabled).map((addon) => addon.directory)));
  }, [client]);
  useEffect(() => {
    load().catch((error: Error) => setRefusal(error.message));
  }, [load]);

  const applyActivation = async () => {
    setRefusal(null);
    try {
      await client.post('admin', '/addons/state', [...active]);
      notify(translate('dcs.addons.activation_saved', { list: [...active].join(', ') || '—' }), { type: 'success' });
    } catch (error) {
      setRefusal(translate('dcs.addons.refused', { message: describeError(error) }));
    }
    await load();
  };
  const remove = async (addon: Addon) => {
    setRemoving(null);
    try {
      await client.request('DELETE', 'admin', `/addons/${encodeURIComponent(addon.directory)}`);
    } catch (error) {
      setRefusal(translate('dcs.addons.refused', { message: describeError(error) }));
    }
    await load();
  };

  if (!addons) return refusal ? <Alert severity="error">{refusal}</Alert> : <Loading />;
  // Applying changes something when the ticks differ from what runs here (a ticked addon that does
  // not run is tried again) or from the saved activation (an unticked failed one is switched off).
  const changed = addons.some((addon) => active.has(addon.directory) !== addon.active || active.has(addon.directory) !== addon.enabled);
  const notRunning = addons.filter((addon) => addon.enabled && !addon.active);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('dcs.addons.title')} />
      <Typography variant="h5" component="h1">
        {translate('dcs.addons.title')}
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert" data-testid="addon-refusal">
          {refusal}
        </Alert>
      ) : null}
      {notRunning.length > 0 ? (
        <Alert severity="warning" data-testid="addons-not-running">
          {translate('dcs.addons.not_running', { smart_count: notRunning.length, list: notRunning.map((addon) => addon.name).join(', ') })}
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          {/* On a phone the table scrolls inside its card; the page keeps the screen's width. */}
          <TableContainer>
            <Table size="small" aria-label={translate('dcs.addons.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('dcs.addons.activation')}</TableCell>
                  <TableCell><Text>Addon</Text></TableCell>
                  <TableCell><Text>Version</Text></TableCell>
                  <TableCell><Text>Trust</Text></TableCell>
                  <TableCell><Text>License</Text></TableCell>
                  <TableCell><Text>Latest</Text></TableCell>
                  <TableCell><Text>Update delivery</Text></TableCell>
                  <TableCell><Text>Status</Text></TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {addons.map((addon) => (
                  <TableRow key={addon.directory}>
                    <TableCell>
                      <Checkbox
                        checked={active.has(addon.directory)}
                        slotProps={{ input: { 'aria-label': `${addon.name} active` } }}
                        onChange={(event) => {
                          const next = new Set(active);
                          if (event.target.checked) next.add(addon.directory);
                          else next.delete(addon.directory);
                          setActive(next);
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      {addon.name}
                      <Typography variant="caption" display="block">{`${addon.slug} · ${addon.channel} · ${addon.tier}`}</Typography>
                    </TableCell>
                    <TableCell>{addon.installed_version}</TableCell>
                    <TableCell>
                      <Chip size="small" label={addon.trust.status} color={addon.trust.status === 'verified' ? 'success' : 'warning'} />
                    </TableCell>
                    <TableCell>{addon.license ? `${addon.license.status}${addon.license.message ? `: ${addon.license.message}` : ''}` : '—'}</TableCell>
                    <TableCell>{addon.latest_version ?? '—'}{addon.update_available ? <Chip size="small" color="info" label="update" sx={{ ml: 1 }} /> : null}</TableCell>
                    <TableCell>{addon.update_delivery ?? '—'}</TableCell>
                    <TableCell>{addon.failure_reason ? `${addon.status}: ${addon.failure_reason}` : addon.status}</TableCell>
                    <TableCell>
                      {!addon.active && !addon.enabled ? (
                        <Button size="small" color="error" onClick={() => setRemoving(addon)}>
                          {translate('ra.action.delete')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button variant="contained" sx={{ mt: 2 }} disabled={!changed} onClick={applyActivation}>
            {translate('dcs.addons.save_activation')}
          </Button>
        </CardContent>
      </Card>
      <AddonUpload onInstalled={load} onRefused={setRefusal} />
      <Confirm isOpen={removing !== null} title={translate('ra.action.delete')} content={translate('dcs.addons.remove_confirm', { name: removing?.name ?? '' })} onConfirm={() => remove(removing!)} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

