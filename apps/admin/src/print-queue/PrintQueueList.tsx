import { Datagrid, DateField, List, NumberField, SearchInput, SelectArrayInput, TextField, TopToolbar, FilterButton, useTranslate, Button, Link } from 'react-admin';
import SettingsIcon from '@mui/icons-material/FolderOpen';
import { BulkDownloadButton } from './BulkDownloadButton.tsx';
import { JobActions } from './JobActions.tsx';
import { StateField } from './StateField.tsx';
import { JOB_ACTIONS } from './job-states.ts';

const POLL_MS = 5000;

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/print-queue-settings" label={translate('dcs.queue.settings')}>
        <SettingsIcon />
      </Button>
    </TopToolbar>
  );
}

/** Jobs newest first, live (polled), searchable and filtered by state, with bulk ZIP download. */
export default function PrintQueueList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('dcs.queue.search')} aria-label={translate('dcs.queue.search')} />,
    <SelectArrayInput key="state" source="state" alwaysOn choices={Object.keys(JOB_ACTIONS).map((id) => ({ id, name: translate(`dcs.states.${id}`) }))} />,
  ];
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} queryOptions={{ refetchInterval: POLL_MS }} title={translate('resources.print-queue.name', { smart_count: 2 })}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDownloadButton />}>
        <TextField source="number" sortable={false} />
        <StateField label="resources.print-queue.fields.state" />
        <TextField source="product.name" label="resources.print-queue.fields.product" sortable={false} />
        <NumberField source="order.id" label="dcs.orders.order" sortable={false} />
        <NumberField source="quantity" sortable={false} />
        <NumberField source="round" sortable={false} />
        <DateField source="createdAt" showTime sortable={false} />
        <JobActions />
      </Datagrid>
    </List>
  );
}
