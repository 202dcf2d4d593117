import { ArrayInput, NumberInput, SimpleForm, SimpleFormIterator, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';

function Swatch() {
  const hex = useWatch({ name: 'hex' }) as string | undefined;
  return <Box aria-hidden sx={{ width: 64, height: 32, bgcolor: /^#[0-9a-f]{6}$/i.test(hex ?? '') ? hex : 'transparent', border: '1px solid #999', mb: 2 }} />;
}

export function ColorForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <TextInput source="name" validate={required()} />
      <TextInput source="hex" validate={required()} helperText="#RRGGBB" />
      <Swatch />
      <ArrayInput source="cmyk" label="CMYK (%)">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="" label="%" min={0} max={100} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="spot" helperText="Spot colour name, e.g. PANTONE 286 C" />
      <TextInput source="group" />
    </SimpleForm>
  );
}
