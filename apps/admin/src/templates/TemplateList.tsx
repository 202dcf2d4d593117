import { CreateButton, List, SearchInput, TopToolbar } from 'react-admin';
import { useApiClient } from '../api/client-context.ts';
import { ThumbnailGrid } from '../catalog/ThumbnailGrid.tsx';

/** Design templates with their thumbnails (rendered by the server on every save). */
export default function TemplateList() {
  const client = useApiClient();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <ThumbnailGrid<{ id: number; name: string; updated_at: number }> src={(t) => client.url('svc', `/design-templates/${t.id}/thumbnail`, { v: t.updated_at })} title={(t) => t.name} to={(t) => `/design-templates/${t.id}/show`} />
    </List>
  );
}
