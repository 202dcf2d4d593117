import { useState } from 'react';
import { Title, useTranslate, useRedirect, ReferenceArrayInput, AutocompleteArrayInput, Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Card, CardContent, TextField, Typography } from '@mui/material';
import { MultiUpload } from '../common/MultiUpload.tsx';

function Uploads({ tags }: { tags: string }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const categoryIds = (useWatch({ name: 'category_ids' }) as number[] | undefined) ?? [];
  const fields = { tags, category_ids: categoryIds.join(',') };
  return (
    <>
      <MultiUpload api="admin" path="/cliparts" accept=".svg,.png,image/svg+xml,image/png" fields={fields} label={translate('dcs.upload.cliparts')} onDone={(failed) => failed === 0 && redirect('list', 'cliparts')} />
      <MultiUpload api="admin" path="/cliparts/import" accept=".zip,application/zip" fields={{ tags }} multiple={false} label={translate('dcs.upload.import_zip')} />
    </>
  );
}

/** Bulk upload of SVG/PNG cliparts into categories, or a ZIP whose folders become categories. */
export default function ClipartUpload() {
  const translate = useTranslate();
  const [tags, setTags] = useState('');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('dcs.upload.cliparts')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('dcs.upload.cliparts')}
        </Typography>
        <Form>
          <ReferenceArrayInput source="category_ids" reference="categories">
            <AutocompleteArrayInput optionText="name" label="Categories" sx={{ minWidth: 320 }} />
          </ReferenceArrayInput>
          <TextField label="Tags (comma-separated)" value={tags} onChange={(event) => setTags(event.target.value)} sx={{ display: 'block', my: 1 }} />
          <Uploads tags={tags} />
        </Form>
      </CardContent>
    </Card>
  );
}
