import { ArrayInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, required } from 'react-admin';
import { Typography } from '@mui/material';
import { EditToolbar } from '../common/EditToolbar.tsx';
import { Text } from '../common/Text.tsx';

const COLOR_MODES = ['rgb', 'cmyk', 'spot', 'grayscale'].map((id) => ({ id, name: id.toUpperCase() }));
const KINDS = [
  { id: 'sheet', name: 'Sheets: each side with bleed' },
  { id: 'garment', name: 'Garments (DTG, DTF, screen): each print area at real size' },
];

const PHOTO_COMPRESSIONS = [
  { id: 'jpeg', name: 'JPEG, high quality (small files)' },
  { id: 'lossless', name: 'Lossless (files several times larger)' },
];

/** Output (colour mode, profile, resolution, bleed, sheets or garments, crop marks) and pricing inputs of a method. */
export function PrintingMethodForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="code" validate={required()} helperText="Stable key, e.g. dtg" />
      <TextInput source="description" multiline fullWidth />
      <BooleanInput source="active" defaultValue />
      <Typography variant="h6" component="h2">
        <Text>Output</Text>
      </Typography>
      <SelectInput source="output.colorMode" label="Colour mode" choices={COLOR_MODES} defaultValue="cmyk" />
      <ReferenceInput source="output.iccProfileId" reference="icc_profiles">
        <SelectInput optionText="name" label="Output ICC profile (empty: the default profile)" emptyText="Default output profile" />
      </ReferenceInput>
      <NumberInput source="output.resolutionDpi" label="Resolution (dpi)" min={72} max={2400} />
      <NumberInput source="output.bleedMm" label="Bleed (mm)" min={0} max={20} />
      <SelectInput source="output.kind" label="Prints on" choices={KINDS} defaultValue="sheet" />
      <BooleanInput source="output.cropMarks" label="Crop marks (sheets only)" />
      <BooleanInput source="output.transparentBackground" label="Transparent background (garments; off: white beneath the design)" defaultValue />
      <SelectInput source="output.photoCompression" label="Photos in print files" choices={PHOTO_COMPRESSIONS} defaultValue="jpeg" />
      <Typography variant="h6" component="h2">
        <Text>Pricing (minor units)</Text>
      </Typography>
      <NumberInput source="pricing.setupFee" label="Setup fee" />
      <NumberInput source="pricing.perSide" label="Per side" />
      <NumberInput source="pricing.perColor" label="Per colour" />
      <NumberInput source="pricing.perAreaCm2" label="Per cm²" />
      <ArrayInput source="pricing.quantityTiers" label="Quantity tiers">
        <SimpleFormIterator inline>
          <NumberInput source="minQuantity" label="From quantity" helperText={false} />
          <NumberInput source="discountPercent" label="Discount %" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
