import { BooleanInput, Edit, NumberInput, ReferenceArrayInput, AutocompleteArrayInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { EditToolbar } from '../common/EditToolbar.tsx';

function Preview() {
  const clipart = useRecordContext<{ mediaId: number; title: string }>();
  const client = useApiClient();
  if (!clipart) return null;
  return <Box component="img" src={client.url('admin', `/media/${clipart.mediaId}/file`)} alt={clipart.title} sx={{ maxWidth: 240, maxHeight: 240, bgcolor: '#f5f5f5', mb: 2 }} />;
}

export default function ClipartEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <Preview />
        <TextInput source="title" />
        <ReferenceArrayInput source="categoryIds" reference="categories">
          <AutocompleteArrayInput optionText="name" label="Categories" />
        </ReferenceArrayInput>
        <TextInput source="tags" format={(value?: string[]) => (value ?? []).join(', ')} parse={(value: string) => value.split(',').map((tag) => tag.trim()).filter(Boolean)} />
        <NumberInput source="price" helperText="Minor units" />
        <BooleanInput source="recolorable" />
      </SimpleForm>
    </Edit>
  );
}
