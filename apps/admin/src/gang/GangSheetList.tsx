import { useEffect, useState } from 'react';
import { Datagrid, FunctionField, List, TextField, TopToolbar, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ListEmpty } from '../common/ListEmpty.tsx';
import type { GangSheet } from './gang-types.ts';

interface WaitingJob {
  id: number;
  number: string;
  order_id: number;
  product_name: string;
  quantity: number;
  completed_at: string;
}

/** Build a sheet of a ganging method from the jobs waiting for one: all of them, or those the staff tick. */
function BuildSheet() {
  const client = useApiClient();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [methods, setMethods] = useState<{ code: string; kind: string }[]>([]);
  const [method, setMethod] = useState('');
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState<WaitingJob[]>([]);
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!method) return;
    void client.get<WaitingJob[]>('svc', '/print-queue/gang-sheets/waiting', { method }).then((response) => {
      setWaiting(response.body);
      setSkipped(new Set());
    });
  }, [client, method]);
  useEffect(() => {
    void client.get('svc', '/print-queue/gang-settings').then((response) => {
      setMethods(response.body.methods);
      setMethod((current) => current || response.body.methods[0]?.code || '');
    });
  }, [client]);
  const build = async () => {
    setBusy(true);
    try {
      const jobIds = waiting.filter((job) => !skipped.has(job.id)).map((job) => job.id);
      const created = await client.post<GangSheet>('svc', '/print-queue/gang-sheets', { method, job_ids: jobIds });
      navigate(createPath({ resource: 'gang-sheets', type: 'show', id: created.body.id }));
    } catch (error) {
      notify(error instanceof ApiError ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <MuiTextField select size="small" label={translate('dcs.gang.method')} value={method} onChange={(event) => setMethod(event.target.value)} sx={{ minWidth: 180 }}>
        {methods.map((candidate) => (
          <MenuItem key={candidate.code} value={candidate.code}>
            {`${candidate.code} (${translate(`dcs.gang.kind_${candidate.kind}`)})`}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button variant="contained" disabled={!method || busy || waiting.length === skipped.size} onClick={() => void build()}>
        {translate('dcs.gang.build')}
      </Button>
      <Box role="group" aria-label={translate('dcs.gang.waiting', { count: waiting.length })} sx={{ maxHeight: 120, overflow: 'auto', minWidth: 320 }} tabIndex={0}>
        {waiting.map((job) => (
          <FormControlLabel
            key={job.id}
            sx={{ display: 'flex' }}
            control={<Checkbox size="small" checked={!skipped.has(job.id)} onChange={(event) => setSkipped((current) => { const next = new Set(current); if (event.target.checked) next.delete(job.id); else next.add(job.id); return next; })} />}
            label={`${job.number} · #${job.order_id} · ${job.product_name} ×${job.quantity} · ${new Date(job.completed_at).toLocaleString()}`}
          />
        ))}
      </Box>
    </Stack>
  );
}

/** Gang sheets, newest first, and the button that builds the next one. */
export default function GangSheetList() {
  return (
    <List actions={<TopToolbar><BuildSheet /></TopToolbar>} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<ListEmpty title="dcs.empty.gang_title" hint="dcs.empty.gang_hint" />}>
        <TextField source="number" />
        <TextField source="method" />
        <TextField source="kind" />
        <TextField source="state" />
        <FunctionField source="items" render={(sheet: GangSheet) => sheet.items.length} sortable={false} />
      </Datagrid>
    </List>
  );
}
