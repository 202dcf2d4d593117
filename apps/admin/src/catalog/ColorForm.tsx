import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { EditToolbar } from '../common/EditToolbar.tsx';
import { HEX, hexFormat } from '../common/hex-field.ts';

const hexColor = hexFormat('#0077BE, or pick the colour beside');

/** The browser's colour picker, kept in step with the hex field: staff pick a colour instead of typing its code. */
function ColorPicker() {
  const hex = useWatch({ name: 'hex' }) as string | undefined;
  const { setValue } = useFormContext();
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <input
        type="color"
        aria-label="Pick the colour"
        value={HEX.test(hex ?? '') ? hex!.toLowerCase() : '#000000'}
        onChange={(event) => setValue('hex', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })}
        style={{ width: 64, height: 36, border: '1px solid #999', padding: 0, background: 'none' }}
      />
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
        Pick the colour
      </Box>
    </Box>
  );
}

export function ColorForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="hex" validate={[required(), hexColor]} helperText="#RRGGBB" />
      <ColorPicker />
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
