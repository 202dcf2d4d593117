import { CreateButton, List, TopToolbar, SearchInput } from 'react-admin';
import { useApiClient } from '../api/client-context.ts';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';

interface Card {
  id: number;
  name: string;
  fontFamily: string;
  updatedAt?: number;
}

/** Text style cards as their rendered previews (the server renders them with the shop's fonts). */
export default function TextStyleCardList() {
  const client = useApiClient();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <ThumbnailGrid<Card> src={(c) => client.url('admin', `/text_style_cards/${c.id}/preview`, { format: 'png', v: c.updatedAt ?? 0 })} title={(c) => c.name} caption={(c) => c.fontFamily} to={(c) => `/text_style_cards/${c.id}`} />
    </List>
  );
}
