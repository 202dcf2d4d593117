import { useEffect, useState } from 'react';
import { Datagrid, FunctionField, List, TextField, TopToolbar, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Button, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import type { GangSheet } from './gang-types.ts';

/** Build a sheet from every completed job of a ganging method that waits for one. */
function BuildSheet() {
  const client = useApiClient();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [methods, setMethods] = useState<{ code: string; kind: string }[]>([]);
  const [method, setMethod] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void client.get('svc', '/print-queue/gang-settings').then((response) => {
      setMethods(response.body.methods);
      setMethod((current) => current || response.body.methods[0]?.code || '');
    });
  }, [client]);
  const build = async () => {
    setBusy(true);
    try {
      const created = await client.post<GangSheet>('svc', '/print-queue/gang-sheets', { method });
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
      <Button variant="contained" disabled={!method || busy} onClick={() => void build()}>
        {translate('dcs.gang.build')}
      </Button>
    </Stack>
  );
}

/** Gang sheets, newest first, and the button that builds the next one. */
export default function GangSheetList() {
  return (
    <List actions={<TopToolbar><BuildSheet /></TopToolbar>} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="method" />
        <TextField source="kind" />
        <TextField source="state" />
        <FunctionField source="items" render={(sheet: GangSheet) => sheet.items.length} sortable={false} />
      </Datagrid>
    </List>
  );
}
