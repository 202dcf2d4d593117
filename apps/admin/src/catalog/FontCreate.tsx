import { Title, useRedirect, useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { MultiUpload } from '../common/MultiUpload.tsx';

/** Font upload: TTF, OTF, WOFF or WOFF2; the server reads family, weight and style from the file. */
export default function FontCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.fonts.name', { smart_count: 2 })} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('dcs.upload.fonts')}
        </Typography>
        <MultiUpload api="admin" path="/fonts" accept=".ttf,.otf,.woff,.woff2" label={translate('dcs.upload.choose')} onDone={(failed) => failed === 0 && redirect('list', 'fonts')} />
      </CardContent>
    </Card>
  );
}
