import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { EditToolbar } from '../common/EditToolbar.tsx';

function Swatch() {
  const hex = useWatch({ name: 'hex' }) as string | undefined;
  return <Box aria-hidden sx={{ width: 64, height: 32, bgcolor: /^#[0-9a-f]{6}$/i.test(hex ?? '') ? hex : 'transparent', border: '1px solid #999', mb: 2 }} />;
}

export function ColorForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="hex" validate={required()} helperText="#RRGGBB" />
      <Swatch />
      <Stack direction="row" spacing={1}>
        {['C', 'M', 'Y', 'K'].map((ink, index) => (
          <NumberInput key={ink} source={`cmyk.${index}`} label={`${ink} %`} min={0} max={100} helperText={false} sx={{ width: 90 }} />
        ))}
      </Stack>
      <TextInput source="spot" helperText="Spot colour name, e.g. PANTONE 286 C" />
      <TextInput source="group" />
    </SimpleForm>
  );
}

/** The form's values as the API takes them: CMYK all four inks or none, empty texts as null. */
export function colorBody(data: Record<string, any>): Record<string, unknown> {
  const cmyk = Array.isArray(data.cmyk) && data.cmyk.length === 4 && data.cmyk.every((v: unknown) => typeof v === 'number') ? data.cmyk : null;
  return { ...data, cmyk, spot: data.spot || null, group: data.group || null };
}
