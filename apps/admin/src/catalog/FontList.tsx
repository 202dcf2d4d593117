import { BooleanField, CreateButton, Datagrid, FunctionField, List, SelectInput, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Switch } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { useShopFonts } from '../common/use-shop-fonts.ts';

function EnabledSwitch() {
  const font = useRecordContext<{ id: number; family: string; enabled: boolean }>();
  const client = useApiClient();
  const refresh = useRefresh();
  const notify = useNotify();
  if (!font) return null;
  return (
    <Switch
      checked={font.enabled}
      slotProps={{ input: { 'aria-label': `${font.family} enabled` } }}
      onChange={async (event) => {
        try {
          await client.request('PATCH', 'admin', `/fonts/${font.id}`, { body: { enabled: event.target.checked } });
        } catch (error) {
          notify(describeError(error, false), { type: 'error' });
        }
        refresh();
      }}
    />
  );
}

/**
 * Hosted and uploaded fonts, each previewed in its own face; hosted ones are switched on or off (the
 * fallback fonts come switched off: they serve the fallback chain, set in Settings). 25 a page: the
 * hosted catalog is 17 families.
 */
export default function FontList() {
  useShopFonts();
  const translate = useTranslate();
  const filters = [<SelectInput key="source" source="source" alwaysOn choices={[{ id: 'hosted', name: 'Hosted' }, { id: 'custom', name: 'Uploaded' }]} />];
  return (
    <List filters={filters} sort={{ field: 'family', order: 'ASC' }} perPage={25} actions={<TopToolbar><CreateButton label={translate('ra.action.create')} /></TopToolbar>}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="family" />
        <FunctionField label="Preview" render={(font: { family: string }) => <span style={{ fontFamily: `'${font.family}', sans-serif`, fontSize: 20 }}>The quick brown fox</span>} />
        <TextField source="source" />
        <FunctionField label="Styles" render={(font: { variants: Array<{ weight: number; style: string }> }) => font.variants.map((v) => `${v.weight}${v.style === 'italic' ? 'i' : ''}`).join(' ')} />
        <BooleanField source="enabled" sortable={false} />
        <EnabledSwitch />
      </Datagrid>
    </List>
  );
}
