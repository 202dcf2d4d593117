import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { formatBytes } from '../common/format.ts';
import { UsageList } from '../common/UsageList.tsx';
import { EditToolbar } from '../common/EditToolbar.tsx';

function Preview() {
  const media = useRecordContext<{ id: number; title: string; alt: string; kind: string; mimeType: string; size: number; width: number | null; height: number | null }>();
  const client = useApiClient();
  if (!media) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="img" src={client.url('admin', `/media/${media.id}/file`)} alt={media.alt || media.title} sx={{ maxWidth: 320, maxHeight: 320, bgcolor: '#f5f5f5', display: 'block' }} />
      <Typography variant="body2">{`${media.mimeType} · ${media.width ?? '?'}×${media.height ?? '?'} · ${formatBytes(media.size)}`}</Typography>
    </Box>
  );
}

/** One media item: preview, title and alternative text, and where it is used. */
export default function MediaEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" aside={<UsageList resource="media" path="/media" titleKey="dcs.media.used_by" />}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <Preview />
        <TextInput source="title" />
        <TextInput source="alt" label={translate('dcs.media.alt')} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
