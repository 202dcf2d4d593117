import { Datagrid, List, SearchInput, SelectArrayInput, TopToolbar, FilterButton, useTranslate, Button, Link } from 'react-admin';
import SettingsIcon from '@mui/icons-material/FolderOpen';
import { BulkDownloadButton } from './BulkDownloadButton.tsx';
import { JobActions } from './JobActions.tsx';
import { PlainField, formatDateTime, formatNumber } from './PlainField.tsx';
import { StateField } from './StateField.tsx';
import { QUEUE_PAGE, QUEUE_POLL_MS } from './first-page.ts';
import { JOB_ACTIONS } from './job-states.ts';


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
    <List filters={filters} actions={<Actions />} sort={QUEUE_PAGE.sort} perPage={QUEUE_PAGE.perPage} queryOptions={{ refetchInterval: QUEUE_POLL_MS }} title={translate('resources.print-queue.name', { smart_count: 2 })}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDownloadButton />}>
        <PlainField source="number" sortable={false} />
        <StateField label="resources.print-queue.fields.state" />
        <PlainField source="product.name" label="resources.print-queue.fields.product" sortable={false} />
        <PlainField source="order.id" label="dcs.orders.order" sortable={false} textAlign="right" format={formatNumber} />
        <PlainField source="quantity" sortable={false} textAlign="right" format={formatNumber} />
        <PlainField source="round" sortable={false} textAlign="right" format={formatNumber} />
        <PlainField source="createdAt" sortable={false} format={formatDateTime} />
        <JobActions />
      </Datagrid>
    </List>
  );
}
