import { NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, required, AutocompleteInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { useShopFonts } from '../common/use-shop-fonts.ts';
import { EditToolbar } from '../common/EditToolbar.tsx';

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
      }}
    >
      {values.sampleText || values.name || 'Sample'}
    </Box>
  );
}

export function TextStyleCardForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <LivePreview />
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="fontFamily" reference="fonts" filter={{ enabled: true }}>
        <AutocompleteInput optionText="family" optionValue="family" label="Font" validate={required()} />
      </ReferenceInput>
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
      <TextInput source="sampleText" fullWidth />
    </SimpleForm>
  );
}
