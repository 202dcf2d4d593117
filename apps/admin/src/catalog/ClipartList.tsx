import { CreateButton, List, ReferenceInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Box } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';

interface Clipart {
  id: number;
  title: string;
  mediaId: number;
  format: string;
  regions: Array<{ id: string; color: string }>;
}

function Regions({ clipart }: { clipart: Clipart }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }} aria-label={`${clipart.regions.length} recolourable regions`}>
      {clipart.regions.slice(0, 8).map((region) => (
        <Box key={region.id} component="span" title={`${region.id} ${region.color}`} sx={{ width: 10, height: 10, bgcolor: region.color, border: '1px solid #666', display: 'inline-block' }} />
      ))}
    </Box>
  );
}

/** Cliparts as thumbnails with their recolourable regions, by category, with bulk delete. */
export default function ClipartList() {
  const client = useApiClient();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="category" source="category" reference="categories" alwaysOn>
      <SelectInput optionText="name" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} perPage={48} sort={{ field: 'created_at', order: 'DESC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <ThumbnailGrid<Clipart> bulkDelete src={(c) => client.url('admin', `/media/${c.mediaId}/thumbnail`)} title={(c) => c.title} caption={(c) => <Regions clipart={c} />} to={(c) => `/cliparts/${c.id}`} />
    </List>
  );
}
