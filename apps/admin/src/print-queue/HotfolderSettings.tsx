import { BooleanInput, Loading, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Title, Toolbar, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useSettingsDocument } from '../common/use-settings-form.ts';
import { Text } from '../common/Text.tsx';

const KINDS = ['artifact', 'ticket', 'jdf', 'job_sheet', 'barcode'] as const;

/**
 * The print queue's hotfolder settings. Saving is the test write: the addon writes and removes a probe
 * file in the folder before it stores anything, and answers why when it cannot.
 */
export default function HotfolderSettings() {
  const translate = useTranslate();
  const { loaded, error, save } = useSettingsDocument('svc', '/print-queue/settings', 'POST', 'dcs.queue.settings_saved');
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!loaded) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('dcs.queue.settings')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('dcs.queue.settings')}
        </Typography>
        <SimpleForm
          record={loaded}
          onSubmit={save}
          warnWhenUnsavedChanges
          toolbar={
            <Toolbar>
              <SaveButton label={translate('dcs.queue.settings_test')} alwaysEnable />
            </Toolbar>
          }
        >
          <BooleanInput source="enabled" label="Deliver to the hotfolder" />
          <TextInput source="directory" label="Hotfolder directory (absolute path on the server)" fullWidth />
          <TextInput source="file_name_pattern" label="File name pattern ({order} {item} {job} {product} {side} {qty})" fullWidth />
          <BooleanInput source="auto_process" label="Process paid orders automatically" />
          <Typography variant="subtitle1" component="h2">
            {translate('dcs.queue.delivery')}
          </Typography>
          {KINDS.map((kind) => (
            <BooleanInput key={kind} source={`deliver.${kind}`} label={kind} />
          ))}
          <Typography variant="subtitle1" component="h2">
            <Text>Fallback printing method</Text>
          </Typography>
          <TextInput source="printing_method.code" label="Code" />
          <SelectInput source="printing_method.color_mode" label="Colour mode" choices={[{ id: 'rgb', name: 'RGB' }, { id: 'cmyk', name: 'CMYK' }]} />
          <TextInput source="printing_method.icc_profile_key" label="ICC profile storage key" fullWidth />
          <NumberInput source="printing_method.image_resolution_dpi" label="Image resolution (dpi)" />
          <BooleanInput source="printing_method.crop_marks" label="Crop marks" />
          <SelectInput
            source="printing_method.photo_compression"
            label="Photos in print files"
            choices={[{ id: 'jpeg', name: 'JPEG, high quality (small files)' }, { id: 'lossless', name: 'Lossless (files several times larger)' }]}
            defaultValue="jpeg"
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
