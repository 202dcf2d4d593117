import { NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, required, AutocompleteInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { useShopFonts } from '../common/use-shop-fonts.ts';
import { EditToolbar } from '../common/EditToolbar.tsx';
import { hexFormat } from '../common/hex-field.ts';

const hexColor = hexFormat('#1D3557');

/** The card as the browser sees it while it is edited (the saved card's PNG is the server's render). */
function LivePreview() {
  const values = useWatch() as Record<string, any>;
  useShopFonts();
  return (
    <Box
      role="img"
      aria-label="Live preview of the text style"
      sx={{ p: 2, mb: 2, border: '1px solid #ccc', bgcolor: '#fff', minWidth: 320, textAlign: values.align ?? 'left' }}
      style={{
        fontFamily: `'${values.fontFamily ?? 'Roboto'}'`,
        fontWeight: values.fontWeight ?? 400,
        fontStyle: values.fontStyle ?? 'normal',
        fontSize: Math.min(64, Math.max(8, Number(values.fontSize ?? 24))),
        color: values.fill ?? '#000',
        letterSpacing: `${Number(values.letterSpacing ?? 0) / 1000}em`,
        lineHeight: values.lineHeight ?? 1.2,
        WebkitTextStroke: values.stroke?.color ? `1px ${values.stroke.color}` : undefined,
        // The shadow in millimetres as the print offsets it; the curve shows in the saved card's preview image.
        textShadow: values.shadow?.color ? `${Number(values.shadow.offsetX ?? 1)}mm ${Number(values.shadow.offsetY ?? 1)}mm 0 ${values.shadow.color}` : undefined,
      }}
    >
      {values.sampleText || values.name || 'Sample'}
    </Box>
  );
}

/**
 * The card names its font by family, not by a font row's id: a ReferenceInput would look the chosen family up
 * as an id (`/fonts/Oswald`, refused as "Invalid parameter(s): id"), so the enabled families are the choices.
 */
function FontFamilyInput() {
  const { data, isPending } = useGetList<{ id: number; family: string }>('fonts', {
    filter: { enabled: true },
    pagination: { page: 1, perPage: 100 }, // the API's page limit
    sort: { field: 'family', order: 'ASC' },
  });
  // One choice a family (a family's weights and styles are rows of their own).
  const families = [...new Set((data ?? []).map((font) => font.family))];
  return (
    <AutocompleteInput
      source="fontFamily"
      label="Font"
      choices={families.map((family) => ({ id: family, name: family }))}
      isPending={isPending}
      validate={required()}
    />
  );
}

export function TextStyleCardForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <LivePreview />
      <TextInput source="name" validate={required()} />
      <FontFamilyInput />
      <NumberInput source="fontWeight" step={100} min={100} max={900} />
      <SelectInput source="fontStyle" choices={[{ id: 'normal', name: 'Normal' }, { id: 'italic', name: 'Italic' }]} />
      <NumberInput source="fontSize" label="Size (pt)" />
      <TextInput source="fill" helperText="#RRGGBB" />
      <ReferenceInput source="fillColorId" reference="colors">
        <SelectInput optionText="name" label="Palette colour" emptyText="—" />
      </ReferenceInput>
      <SelectInput source="align" choices={['left', 'center', 'right', 'justify'].map((id) => ({ id, name: id }))} />
      <NumberInput source="letterSpacing" label="Letter spacing (‰ em)" />
      <NumberInput source="lineHeight" step={0.1} />
      <Stack direction="row" spacing={1} role="group" aria-label="Outline" sx={{ width: '100%' }}>
        <TextInput source="stroke.color" sx={{ flex: 1 }} label="Outline colour" validate={hexColor} helperText="#RRGGBB; empty for none" />
        <NumberInput source="stroke.width" sx={{ flex: 1 }} label="Outline width (mm)" min={0.05} max={10} step={0.1} helperText={false} />
      </Stack>
      <Stack direction="row" spacing={1} role="group" aria-label="Shadow" sx={{ width: '100%' }}>
        <TextInput source="shadow.color" sx={{ flex: 1 }} label="Shadow colour" validate={hexColor} helperText="#RRGGBB; empty for none" />
        <NumberInput source="shadow.offsetX" sx={{ flex: 1 }} label="Shadow right (mm)" min={-50} max={50} step={0.1} helperText={false} />
        <NumberInput source="shadow.offsetY" sx={{ flex: 1 }} label="Shadow down (mm)" min={-50} max={50} step={0.1} helperText={false} />
      </Stack>
      <NumberInput source="curve" label="Curve" min={-100} max={100} step={5} helperText="0 straight; up to 100 arches up, down to −100 bends down" />
      <TextInput source="sampleText" fullWidth />
    </SimpleForm>
  );
}

/**
 * The form's values as the API takes them: an outline or a shadow without a colour is none (null),
 * one with a colour gets the width or offset left empty a sensible default.
 */
export function cardBody(data: Record<string, any>): Record<string, unknown> {
  const { stroke, shadow, ...rest } = data;
  const colorId = (value: any) => (typeof value?.colorId === 'number' ? { colorId: value.colorId } : {});
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    ...rest,
    stroke: stroke?.color ? { color: stroke.color, ...colorId(stroke), width: number(stroke.width, 0.3) > 0 ? number(stroke.width, 0.3) : 0.3 } : null,
    shadow: shadow?.color ? { color: shadow.color, ...colorId(shadow), offsetX: number(shadow.offsetX, 1), offsetY: number(shadow.offsetY, 1) } : null,
  };
}
