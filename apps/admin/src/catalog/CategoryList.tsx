import { useEffect, useState } from 'react';
import { CreateButton, List, Title, TopToolbar, useTranslate, Link } from 'react-admin';
import { List as MuiList, ListItem, ListItemText } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

function Tree({ nodes, depth = 0 }: { nodes: Node[]; depth?: number }) {
  return (
    <MuiList dense disablePadding role={depth === 0 ? 'tree' : 'group'}>
      {nodes.map((node) => (
        <li key={node.id} role="treeitem" aria-expanded={node.children?.length ? true : undefined}>
          <ListItem sx={{ pl: 2 + depth * 3 }} component="div">
            <ListItemText primary={<Link to={`/categories/${node.id}`}>{node.name}</Link>} />
          </ListItem>
          {node.children?.length ? <Tree nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </MuiList>
  );
}

/** The category tree (`GET /categories/tree`). */
export default function CategoryList() {
  const client = useApiClient();
  const translate = useTranslate();
  const [tree, setTree] = useState<Node[]>([]);
  useEffect(() => {
    client.get('admin', '/categories/tree').then((answer) => setTree(Array.isArray(answer.body) ? answer.body : (answer.body.tree ?? [])), () => undefined);
  }, [client]);
  return (
    <List actions={<TopToolbar><CreateButton /></TopToolbar>} pagination={false} perPage={1}>
      <Title title={translate('resources.categories.name', { smart_count: 2 })} />
      <Tree nodes={tree} />
    </List>
  );
}
