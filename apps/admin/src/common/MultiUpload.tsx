import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { describeError, type Api } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { uploadWithProgress } from '../api/transfers.ts';
import { percent } from '../common/format.ts';

interface Outcome {
  name: string;
  ok: boolean;
  message: string;
}

/**
 * Uploads one or many files, one request each (the routes take one file), with a progress bar for
 * the current file and the count done; each refusal is listed with the API's message.
 */
export function MultiUpload({ api, path, accept, fields = {}, multiple = true, label, onDone }: { api: Api; path: string; accept: string; fields?: Record<string, string>; multiple?: boolean; label: string; onDone?: (failed: number) => void }) {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ name: string; index: number; total: number; progress: number | null } | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  async function upload(files: File[]) {
    const results: Outcome[] = [];
    for (const [index, file] of files.entries()) {
      setCurrent({ name: file.name, index, total: files.length, progress: 0 });
      const form = new FormData();
      form.append('file', file, file.name);
      for (const [key, value] of Object.entries(fields)) if (value !== '') form.append(key, value);
      try {
        await uploadWithProgress(client, api, path, form, (progress) => setCurrent({ name: file.name, index, total: files.length, progress }));
        results.push({ name: file.name, ok: true, message: '' });
      } catch (error) {
        results.push({ name: file.name, ok: false, message: describeError(error) });
      }
      setOutcomes([...results]);
    }
    setCurrent(null);
    const failed = results.filter((result) => !result.ok).length;
    notify(translate('dcs.upload.done', { count: results.length - failed, failed }), { type: failed ? 'warning' : 'success' });
    onDone?.(failed);
  }

  return (
    <Box sx={{ my: 2 }}>
      <Button variant="contained" component="label" startIcon={<UploadIcon />} disabled={current !== null}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          multiple={multiple}
          aria-label={label}
          data-testid={`upload-${path}`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void upload(files);
          }}
        />
      </Button>
      {current ? (
        <Stack sx={{ mt: 1, maxWidth: 480 }} role="status" aria-live="polite">
          <Typography variant="body2">{`${current.index + 1}/${current.total} · ${translate('dcs.upload.progress', { name: current.name, percent: percent(current.progress) })}`}</Typography>
          <LinearProgress variant="determinate" value={((current.index + (current.progress ?? 0)) / current.total) * 100} aria-label={label} />
        </Stack>
      ) : null}
      {outcomes.some((outcome) => !outcome.ok) ? (
        <List dense>
          {outcomes
            .filter((outcome) => !outcome.ok)
            .map((outcome) => (
              <ListItem key={outcome.name}>
                <Alert severity="error" sx={{ width: '100%' }}>
                  <ListItemText primary={outcome.name} secondary={outcome.message} />
                </Alert>
              </ListItem>
            ))}
        </List>
      ) : null}
    </Box>
  );
}
