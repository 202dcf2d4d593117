import { Title, useRedirect, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { MultiUpload } from '../common/MultiUpload.tsx';

export default function MediaUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('dcs.upload.media')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('dcs.upload.media')}
        </Typography>
        <MultiUpload api="admin" path="/media" accept="image/*,.svg" label={translate('dcs.upload.choose')} onDone={(failed) => failed === 0 && redirect('list', 'media')} />
      </CardContent>
    </Card>
  );
}
