import { BooleanInput, Loading, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Title, Toolbar, useTranslate, AutocompleteArrayInput } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useSettingsDocument } from '../common/use-settings-form.ts';
import { Text } from '../common/Text.tsx';

const SHARING = ['enabled', 'link', 'email', 'facebook', 'x', 'pinterest', 'whatsapp', 'download'] as const;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'].map((id) => ({ id, name: id }));

/** General settings: custom CSS (refusals next to the field), sharing, upload limits. */
export default function SettingsPage() {
  const translate = useTranslate();
  const { loaded, error, save } = useSettingsDocument('admin', '/settings', 'PATCH', 'dcs.settings.saved', { svc_custom_css_refused: 'customCss' });
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
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
