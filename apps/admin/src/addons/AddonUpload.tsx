import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { uploadWithProgress } from '../api/transfers.ts';

/** Upload (or restore) of an addon package with the upload route's options; refusals are shown as the API words them. */
export function AddonUpload({ onInstalled, onRefused }: { onInstalled: () => Promise<void>; onRefused: (message: string | null) => void }) {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [licenseKey, setLicenseKey] = useState('');
  const [allowUnsigned, setAllowUnsigned] = useState(false);
  const [replaceCustom, setReplaceCustom] = useState(false);
  const [expectedSlug, setExpectedSlug] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);

  const upload = async () => {
    if (!file) return;
    onRefused(null);
    const form = new FormData();
    form.append('file', file, file.name);
    if (licenseKey.trim()) form.append('license_key', licenseKey.trim());
    if (allowUnsigned) form.append('allow_unsigned_custom', '1');
    if (replaceCustom) form.append('replace_custom', '1');
    if (expectedSlug.trim()) form.append('expected_slug', expectedSlug.trim());
    setProgress(0);
    try {
      const answer = await uploadWithProgress(client, 'admin', '/addons/upload', form, setProgress);
      notify(translate('dcs.addons.installed', { name: answer.addon.name, version: answer.addon.installed_version }), { type: 'success' });
      setFile(null);
      await onInstalled();
    } catch (error) {
      onRefused(translate('dcs.addons.refused', { message: describeError(error) }));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Card component="section" aria-label={translate('dcs.addons.upload')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('dcs.addons.upload')}
        </Typography>
        <Stack spacing={1} sx={{ maxWidth: 560 }}>
          <Button variant="outlined" component="label" startIcon={<UploadIcon />}>
            {file ? file.name : translate('dcs.upload.choose')}
            <input hidden type="file" accept=".zip,application/zip" aria-label={translate('dcs.addons.upload')} data-testid="addon-file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          <TextField label={translate('dcs.addons.license_key')} value={licenseKey} onChange={(event) => setLicenseKey(event.target.value)} />
          <FormControlLabel control={<Checkbox checked={allowUnsigned} onChange={(event) => setAllowUnsigned(event.target.checked)} />} label={translate('dcs.addons.allow_unsigned_custom')} />
          <FormControlLabel control={<Checkbox checked={replaceCustom} onChange={(event) => setReplaceCustom(event.target.checked)} />} label={translate('dcs.addons.replace_custom')} />
          <TextField label={translate('dcs.addons.expected_slug')} value={expectedSlug} onChange={(event) => setExpectedSlug(event.target.value)} disabled={!replaceCustom} />
          <Button variant="contained" onClick={upload} disabled={!file || progress !== undefined}>
            {translate('dcs.addons.upload')}
          </Button>
          {progress !== undefined ? <LinearProgress variant={progress === null ? 'indeterminate' : 'determinate'} value={(progress ?? 0) * 100} aria-label={translate('dcs.addons.upload')} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
