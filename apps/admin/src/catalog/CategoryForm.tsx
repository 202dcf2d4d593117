import { ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';

export function CategoryForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <ReferenceInput source="parentId" reference="categories">
        <SelectInput optionText="name" label="Parent" emptyText="— top level —" />
      </ReferenceInput>
    </SimpleForm>
  );
}
