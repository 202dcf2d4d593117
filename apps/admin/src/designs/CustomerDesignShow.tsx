import { Show, useRecordContext } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { Text } from '../common/Text.tsx';

function Detail() {
  const design = useRecordContext<{ id: number; name: string; design: { sides: Array<{ id: string; name: string }> } }>();
  const client = useApiClient();
  if (!design) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {design.name}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap">
        {design.design.sides.map((side) => (
          <Box key={side.id}>
            <Typography variant="caption">{side.name}</Typography>
            <Box component="img" src={client.url('admin', `/customer_designs/${design.id}/preview`, { side: side.id, format: 'png', width: 400 })} alt={`${design.name}: ${side.name}`} sx={{ display: 'block', maxWidth: 400, border: '1px solid #ccc' }} />
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" href={client.url('admin', `/customer_designs/${design.id}/pdf`, { mode: 'rgb' })}>
          <Text>RGB proof PDF</Text>
        </Button>
        <Button variant="outlined" href={client.url('admin', `/customer_designs/${design.id}/pdf`, { mode: 'method' })}>
          <Text>Print PDF (printing method)</Text>
        </Button>
      </Stack>
    </Stack>
  );
}

/** A customer's saved design: each side rendered by the server, and its proof and print PDFs. */
export default function CustomerDesignShow() {
  return (
    <Show component="div">
      <Detail />
    </Show>
  );
}
