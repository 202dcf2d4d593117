import { ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { EditToolbar } from '../common/EditToolbar.tsx';

export function CategoryForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <ReferenceInput source="parentId" reference="categories">
        <SelectInput optionText="name" label="Parent" emptyText="— top level —" />
      </ReferenceInput>
    </SimpleForm>
  );
}
