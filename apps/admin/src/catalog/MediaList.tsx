import { CreateButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { useApiClient } from '../api/client-context.ts';
import { formatBytes } from '../common/format.ts';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';

interface Media {
  id: number;
  title: string;
  kind: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** The media library as a thumbnail grid; bulk delete asks first and names what still uses an item. */
export default function MediaList() {
  const client = useApiClient();
  const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="kind" source="kind" alwaysOn choices={[{ id: 'image', name: 'Images' }, { id: 'svg', name: 'SVG' }]} />];
  return (
    <List filters={filters} perPage={48} sort={{ field: 'created_at', order: 'DESC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <ThumbnailGrid<Media>
        bulkDelete
        src={(m) => client.url('admin', m.kind === 'svg' ? `/media/${m.id}/file` : `/media/${m.id}/thumbnail`)}
        title={(m) => m.title || `#${m.id}`}
        caption={(m) => `${m.width ?? '?'}×${m.height ?? '?'} · ${formatBytes(m.size)}`}
        to={(m) => `/media/${m.id}`}
      />
    </List>
  );
}
