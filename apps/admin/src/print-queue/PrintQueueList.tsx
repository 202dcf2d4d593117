import { Datagrid, List, SearchInput, SelectArrayInput, TopToolbar, FilterButton, useTranslate, Button, Link } from 'react-admin';
import SettingsIcon from '@mui/icons-material/FolderOpen';
import { ListEmpty } from '../common/ListEmpty.tsx';
import { BulkDownloadButton } from './BulkDownloadButton.tsx';
import { QUEUE_PAGE, QUEUE_POLL_MS } from './first-page.ts';
import { JOB_ACTIONS } from './job-states.ts';
import { QUEUE_COLUMNS, QueueHeader } from './queue-columns.tsx';
import { QueueRows } from './QueueRows.tsx';

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
    <List filters={filters} actions={<Actions />} sort={QUEUE_PAGE.sort} perPage={QUEUE_PAGE.perPage} queryOptions={{ refetchInterval: QUEUE_POLL_MS }} title={translate('resources.print-queue.name', { smart_count: 2 })} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDownloadButton />} body={QueueRows} empty={<ListEmpty title="dcs.empty.queue_title" hint="dcs.empty.queue_hint" link={{ to: '/orders', label: 'dcs.empty.go_orders' }} />}>
        {QUEUE_COLUMNS.map((column) => (
          <QueueHeader key={column.source} source={column.source} label={column.label} textAlign={column.align} sortable={false} />
        ))}
        <QueueHeader sortable={false} />
      </Datagrid>
    </List>
  );
}
