import { useTranslate } from 'react-admin';
import { Box, Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { anchorRow, type Anchor, type RowErrors } from './mapping-model.ts';

/** Named rectangles (mm from the side's trim box top-left corner) that `move_to_anchor` changes name. */
export function AnchorsEditor({ anchors, sides, errors, onChange }: { anchors: Anchor[]; sides: readonly string[]; errors: RowErrors; onChange: (anchors: Anchor[]) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dcs.configurator.${key}`);
  const set = (index: number, fields: Partial<Anchor>) => onChange(anchors.map((anchor, i) => (i === index ? { ...anchor, ...fields } : anchor)));
  const mm = (index: number, field: 'x' | 'y' | 'width' | 'height') => (
    <TextField size="small" fullWidth={false} type="number" label={t(`anchor_${field}`)} value={anchors[index]![field]} onChange={(event) => set(index, { [field]: Number(event.target.value) })} sx={{ width: 100 }} />
  );
  return (
    <Box component="section" aria-label={t('anchors')}>
      <Typography variant="subtitle1" component="h3">
        {t('anchors')}
      </Typography>
      {anchors.map((anchor, index) => (
        <Box key={index} role="group" aria-label={`${t('anchor')} ${index + 1}`} sx={{ my: 0.5 }}>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
            <TextField size="small" fullWidth={false} label={t('anchor_name')} value={anchor.name} onChange={(event) => set(index, { name: event.target.value })} sx={{ width: 140 }} />
            <TextField select size="small" fullWidth={false} label={t('anchor_side')} value={anchor.side} onChange={(event) => set(index, { side: event.target.value })} sx={{ width: 120 }}>
              {[...new Set([...sides, anchor.side])].map((side) => (
                <MenuItem key={side} value={side}>
                  {side}
                </MenuItem>
              ))}
            </TextField>
            {mm(index, 'x')}
            {mm(index, 'y')}
            {mm(index, 'width')}
            {mm(index, 'height')}
            <IconButton aria-label={`${translate('ra.action.remove')}: ${t('anchor')} ${anchor.name || index + 1}`} size="small" onClick={() => onChange(anchors.filter((_, i) => i !== index))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          {errors[anchorRow(index)] ? (
            <FormHelperText error role="alert">
              {errors[anchorRow(index)]}
            </FormHelperText>
          ) : null}
        </Box>
      ))}
      <Button size="small" onClick={() => onChange([...anchors, { name: '', side: sides[0] ?? 'front', x: 0, y: 0, width: 50, height: 50 }])}>
        {t('add_anchor')}
      </Button>
    </Box>
  );
}
