import { BooleanInput, Loading, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Title, Toolbar, useGetList, useTranslate, AutocompleteArrayInput } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useSettingsDocument } from '../common/use-settings-form.ts';
import { Text } from '../common/Text.tsx';

const SHARING = ['enabled', 'link', 'email', 'facebook', 'x', 'pinterest', 'whatsapp', 'download'] as const;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'].map((id) => ({ id, name: id }));

/**
 * The fallback chain, chosen from the font library (disabled fonts too: a fallback font need not be
 * offered to customers), in the order picked: the first that has a character prints it.
 */
function FontFallbacksInput() {
  const { data } = useGetList<{ id: number; family: string; enabled: boolean }>('fonts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'family', order: 'ASC' } });
  const choices = (data ?? []).map((font) => ({ id: font.family, name: font.family }));
  return (
    <AutocompleteArrayInput
      source="fontFallbacks"
      label="Fallback fonts"
      choices={choices}
      fullWidth
      helperText="Characters a text's font has no glyph for (symbols, other scripts) print in the first of these that has them. Add CJK fonts here when customers need them."
    />
  );
}

/** General settings: custom CSS (refusals next to the field), sharing, upload limits, the font fallback chain. */
export default function SettingsPage() {
  const translate = useTranslate();
  const { loaded, error, save } = useSettingsDocument('admin', '/settings', 'PATCH', 'dcs.settings.saved', { svc_custom_css_refused: 'customCss', svc_resource_invalid: 'fontFallbacks' });
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!loaded) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('dcs.settings.title')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('dcs.settings.title')}
        </Typography>
        <SimpleForm record={loaded} onSubmit={save} warnWhenUnsavedChanges toolbar={<Toolbar><SaveButton /></Toolbar>}>
          <TextInput source="customCss" label="Custom CSS" multiline minRows={4} fullWidth />
          <Typography variant="h6" component="h2">
            <Text>Sharing</Text>
          </Typography>
          {SHARING.map((name) => (
            <BooleanInput key={name} source={`sharing.${name}`} label={name} />
          ))}
          <Typography variant="h6" component="h2">
            <Text>Upload limits</Text>
          </Typography>
          <NumberInput source="uploadLimits.maxFileBytes" label="Largest file (bytes)" />
          <NumberInput source="uploadLimits.maxPixels" label="Most pixels" />
          <NumberInput source="uploadLimits.minPpi" label="Minimum ppi" />
          <AutocompleteArrayInput source="uploadLimits.allowedTypes" label="Allowed types" choices={TYPES} />
          <SelectInput
            source="lowResolutionPhotos"
            label="Photos below the printing resolution"
            choices={[
              { id: 'block', name: 'Block the sale' },
              { id: 'accept', name: 'Let the customer accept lower quality (shown on the job sheet)' },
            ]}
          />
          <Typography variant="h6" component="h2">
            <Text>Fonts</Text>
          </Typography>
          <FontFallbacksInput />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
