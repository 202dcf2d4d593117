import { BulkDeleteButton, useListContext, useTranslate, Link } from 'react-admin';
import { Box, Card, CardActionArea, CardContent, Checkbox, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list as a grid of thumbnails with selection for bulk actions (the list's own selection state,
 * so react-admin's bulk buttons work on it), and a bulk delete of the selection when asked.
 */
export function ThumbnailGrid<T extends { id: number }>({ src, title, caption, to, bulkDelete = false }: { src: (record: T) => string; title: (record: T) => string; caption?: (record: T) => ReactNode; to: (record: T) => string; bulkDelete?: boolean }) {
  const { data = [], selectedIds, onToggleItem } = useListContext<T>();
  const translate = useTranslate();
  return (
    <>
      {bulkDelete && selectedIds.length ? (
        <Box sx={{ px: 2 }}>
          <BulkDeleteButton />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, p: 2 }}>
        {data.map((record) => (
          <Card key={record.id} variant="outlined">
            <CardActionArea component={Link} to={to(record)} aria-label={title(record)}>
              <Box component="img" src={src(record)} alt="" loading="lazy" sx={{ width: '100%', height: 120, objectFit: 'contain', bgcolor: '#f5f5f5' }} />
            </CardActionArea>
            <CardContent sx={{ p: 1, '&:last-child': { pb: 1 }, display: 'flex', alignItems: 'center' }}>
              <Checkbox size="small" checked={selectedIds.includes(record.id)} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': `${translate('ra.action.select_row')} ${title(record)}` } }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {title(record)}
                </Typography>
                {caption ? <Typography variant="caption">{caption(record)}</Typography> : null}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}
