import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Chip } from '@mui/material';

interface StatusRecord {
  id: number;
  name: string;
  status: 'active' | 'archived';
}

/** The list's status filter: what is on sale by default, the archive a click away. */
export const PRODUCT_STATUS_CHOICES = [
  { id: 'active', name: 'dcs.products.status_active' },
  { id: 'archived', name: 'dcs.products.status_archived' },
  { id: 'all', name: 'dcs.products.status_all' },
];

/** "Archived" beside a product that customers no longer see; nothing for one on sale. */
export function ArchivedChip() {
  const record = useRecordContext<StatusRecord>();
  const translate = useTranslate();
  if (record?.status !== 'archived') return null;
  return <Chip size="small" label={translate('dcs.products.archived_chip')} sx={{ bgcolor: '#5f5f5f', color: '#fff' }} />;
}

/**
 * Archive (off the storefront; orders and print jobs keep it) or Restore, by the record's status.
 * Only the status is sent, so unsaved edits on the page are neither saved nor lost.
 */
export function ArchiveButton() {
  const record = useRecordContext<StatusRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const archiving = record.status !== 'archived';
  const onClick = (event: MouseEvent) => {
    // In a list row, the click must not also open the product.
    event.stopPropagation();
    update(
      'products',
      { id: record.id, data: { status: archiving ? 'archived' : 'active' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(archiving ? 'dcs.products.archived_notice' : 'dcs.products.restored_notice', { type: 'info', messageArgs: { name: record.name } });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Button label={archiving ? 'dcs.products.archive' : 'dcs.products.restore'} onClick={onClick} disabled={isPending} aria-label={translate(archiving ? 'dcs.products.archive_named' : 'dcs.products.restore_named', { name: record.name })}>
      {archiving ? <ArchiveIcon /> : <UnarchiveIcon />}
    </Button>
  );
}
