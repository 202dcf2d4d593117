import { List, SearchInput } from 'react-admin';
import { useApiClient } from '../api/client-context.ts';
import { ThumbnailGrid } from '../catalog/ThumbnailGrid.tsx';

/** Design templates with their thumbnails. */
export default function TemplateList() {
  const client = useApiClient();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false}>
      <ThumbnailGrid<{ id: number; name: string }> src={(t) => client.url('svc', `/design-templates/${t.id}/thumbnail`)} title={(t) => t.name} to={(t) => `/design-templates/${t.id}/show`} />
    </List>
  );
}
