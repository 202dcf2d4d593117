import { useEffect, useState } from 'react';
import { CreateButton, List, SelectInput, Title, TopToolbar, useListContext, useNotify, useRefresh, useTranslate, Link } from 'react-admin';
import { Box, IconButton, List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

interface Color {
  id: number;
  name: string;
  hex: string;
  cmyk: number[] | null;
  group: string | null;
}

/** The palette in order: drag a row (or use its arrow buttons) to move it; the order is saved at once. */
function Palette() {
  const { data = [] } = useListContext<Color>();
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [order, setOrder] = useState<Color[]>(data);
  const [dragged, setDragged] = useState<number | null>(null);
  useEffect(() => setOrder(data), [data]);

  const save = async (next: Color[]) => {
    setOrder(next);
    try {
      await client.post('admin', '/colors/reorder', { ids: next.map((color) => color.id) });
    } catch (error) {
      notify(describeError(error, false), { type: 'error' });
    }
    refresh();
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    void save(next);
  };
  return (
    <MuiList aria-label={translate('resources.colors.name', { smart_count: 2 })}>
      {order.map((color, index) => (
        <ListItem
          key={color.id}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => dragged !== null && move(dragged, index)}
          secondaryAction={
            <Stack direction="row">
              <IconButton aria-label={`${translate('dcs.colors.move_up')} ${color.name}`} onClick={() => move(index, index - 1)} disabled={index === 0}>
                <UpIcon />
              </IconButton>
              <IconButton aria-label={`${translate('dcs.colors.move_down')} ${color.name}`} onClick={() => move(index, index + 1)} disabled={index === order.length - 1}>
                <DownIcon />
              </IconButton>
            </Stack>
          }
          sx={{ cursor: 'grab', borderBottom: '1px solid #eee' }}
        >
          <Box sx={{ width: 32, height: 32, bgcolor: color.hex, border: '1px solid #999', mr: 2, borderRadius: 1 }} aria-hidden />
          <ListItemText
            primary={<Link to={`/colors/${color.id}`}>{color.name}</Link>}
            secondary={`${color.hex}${color.cmyk ? ` · C${color.cmyk[0]} M${color.cmyk[1]} Y${color.cmyk[2]} K${color.cmyk[3]}` : ''}${color.group ? ` · ${color.group}` : ''}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

/** Colours by group, in palette order. */
export default function ColorList() {
  const translate = useTranslate();
  const [groups, setGroups] = useState<Array<{ id: string; name: string }>>([]);
  const client = useApiClient();
  useEffect(() => {
    client.get('admin', '/colors/groups').then((answer) => setGroups((answer.body as Array<{ name: string; count: number }>).map((g) => ({ id: g.name, name: `${g.name} (${g.count})` }))), () => undefined);
  }, [client]);
  return (
    <List filters={[<SelectInput key="group" source="group" alwaysOn choices={groups} />]} sort={{ field: 'position', order: 'ASC' }} perPage={100} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      <Title title={translate('resources.colors.name', { smart_count: 2 })} />
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate('dcs.colors.reorder_hint')}
      </Typography>
      <Palette />
    </List>
  );
}
