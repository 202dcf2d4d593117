import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { downloadWithProgress } from '../api/transfers.ts';
import { percent } from '../common/format.ts';

/** Downloads the selected jobs' files as one ZIP, with a progress bar while it streams. */
export function BulkDownloadButton() {
  const { selectedIds } = useListContext();
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const start = async () => {
    setProgress(null);
    try {
      const name = await downloadWithProgress(client, 'POST', 'svc', '/print-queue/bulk-download', { ids: selectedIds }, setProgress);
      notify(translate('dcs.queue.bulk_done', { name }), { type: 'success' });
    } catch (error) {
      notify(describeError(error, false), { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="small" startIcon={<DownloadIcon />} onClick={start} disabled={progress !== undefined}>
        {translate('dcs.queue.bulk_download')}
      </Button>
      {progress !== undefined ? (
        <Stack sx={{ minWidth: 160 }} role="status">
          <Typography variant="caption">{translate('dcs.queue.bulk_progress', { percent: percent(progress) })}</Typography>
          <LinearProgress variant={progress === null ? 'indeterminate' : 'determinate'} value={(progress ?? 0) * 100} aria-label={translate('dcs.queue.bulk_download')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
