import { BooleanInput, Loading, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Title, Toolbar, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useSettingsDocument } from '../common/use-settings-form.ts';
import { Text } from '../common/Text.tsx';

const KINDS = ['artifact', 'ticket', 'jdf', 'jobSheet', 'barcode'] as const;

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
          <TextInput source="fileNamePattern" label="File name pattern ({order} {item} {job} {product} {side} {qty})" fullWidth />
          <BooleanInput source="autoProcess" label="Process paid orders automatically" />
          <Typography variant="subtitle1" component="h2">
            {translate('dcs.queue.delivery')}
          </Typography>
          {KINDS.map((kind) => (
            <BooleanInput key={kind} source={`deliver.${kind}`} label={kind} />
          ))}
          <Typography variant="subtitle1" component="h2">
            <Text>Fallback printing method</Text>
          </Typography>
          <TextInput source="printingMethod.code" label="Code" />
          <SelectInput source="printingMethod.colorMode" label="Colour mode" choices={[{ id: 'rgb', name: 'RGB' }, { id: 'cmyk', name: 'CMYK' }]} />
          <TextInput source="printingMethod.iccProfileKey" label="ICC profile storage key" fullWidth />
          <NumberInput source="printingMethod.imageResolutionDpi" label="Image resolution (dpi)" />
          <BooleanInput source="printingMethod.cropMarks" label="Crop marks" />
          <SelectInput
            source="printingMethod.photoCompression"
            label="Photos in print files"
            choices={[{ id: 'jpeg', name: 'JPEG, high quality (small files)' }, { id: 'lossless', name: 'Lossless (files several times larger)' }]}
            defaultValue="jpeg"
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
