import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';

/** What uses a record (`GET …/{id}/usage`), shown beside its form. */
export function UsageList({ path, titleKey }: { resource: string; path: string; titleKey: string }) {
  const record = useRecordContext();
  const client = useApiClient();
  const translate = useTranslate();
  const [usedBy, setUsedBy] = useState<Array<{ type: string; id: number; name: string }> | null>(null);
  useEffect(() => {
    if (record?.id === undefined) return;
    client.get('admin', `${path}/${record.id}/usage`).then((answer) => setUsedBy(answer.body.usedBy), () => setUsedBy([]));
  }, [client, path, record?.id]);
  return (
    <Card sx={{ ml: 2, minWidth: 220 }} component="aside" aria-label={translate(titleKey)}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(titleKey)}
        </Typography>
        <List dense>
          {(usedBy ?? []).map((use) => (
            <ListItem key={`${use.type}-${use.id}`}>
              <ListItemText primary={use.name} secondary={use.type} />
            </ListItem>
          ))}
          {usedBy?.length === 0 ? <ListItem><ListItemText primary="—" /></ListItem> : null}
        </List>
      </CardContent>
    </Card>
  );
}
