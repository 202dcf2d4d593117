import { BooleanField, Datagrid, List, NumberField, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

function MakeDefault() {
  const profile = useRecordContext<{ id: number; name: string; isDefault: boolean; profileClass: string }>();
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!profile || profile.isDefault || profile.profileClass !== 'prtr') return null;
  const run = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await client.request('PATCH', 'admin', `/icc_profiles/${profile.id}`, { body: { isDefault: true } });
      refresh();
    } catch (error) {
      notify(describeError(error, false), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={run} aria-label={`${translate('dcs.printing.default_profile')}: ${profile.name}`}>
      {translate('dcs.printing.default_profile')}
    </Button>
  );
}

/** Uploaded profiles with their parsed description; one printer profile is the default output profile. */
export default function IccProfileList() {
  return (
    <List sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="description" sortable={false} />
        <TextField source="profileClass" label="Class" sortable={false} />
        <TextField source="colorSpace" label="Colour space" sortable={false} />
        <NumberField source="version" sortable={false} />
        <BooleanField source="isDefault" label="Default" sortable={false} />
        <MakeDefault />
      </Datagrid>
    </List>
  );
}
