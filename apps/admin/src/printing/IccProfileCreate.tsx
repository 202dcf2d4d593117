import { Create, FileField, FileInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';

/** Upload of an ICC profile: the server checks it (LittleCMS must open it) and names it from its description. */
export default function IccProfileCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list" title={translate('dcs.printing.upload_profile')}>
      <SimpleForm>
        <FileInput source="file" accept={{ 'application/vnd.iccprofile': ['.icc', '.icm'] }} validate={required()}>
          <FileField source="src" title="title" />
        </FileInput>
        <TextInput source="name" helperText="Empty: the profile's own description" />
      </SimpleForm>
    </Create>
  );
}
