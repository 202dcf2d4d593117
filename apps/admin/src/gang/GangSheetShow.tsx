import { useState } from 'react';
import { Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Alert, Box, Button, Slider, Stack, Typography } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { RollPreview } from './RollPreview.tsx';
import { SheetPreview } from './SheetPreview.tsx';
import type { GangSheet, RollPiece } from './gang-types.ts';

/** The sheet's preview with zoom, drag-to-lock on rolls, and the send button. */
function GangSheetBody() {
  const record = useRecordContext<GangSheet>();
  const client = useApiClient();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [changed, setChanged] = useState<GangSheet | null>(null);
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const sheet = changed && changed.id === record?.id ? changed : record;
  if (!sheet) return null;
  const call = async (path: string, body: unknown = {}) => {
    setBusy(true);
    try {
      setChanged((await client.post<GangSheet>('svc', `/print-queue/gang-sheets/${sheet.id}/${path}`, body)).body);
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const move = (roll: number) => (piece: RollPiece, x: number, y: number) => {
    const others = sheet.locks.filter((lock) => !(String(lock.job_id) === piece.id && lock.copy === piece.copy));
    void call('layout', { locks: [...others, { job_id: Number(piece.id), copy: piece.copy, roll, x, y, rotated: piece.rotated }] });
  };
  const { layout } = sheet;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h6">{`${sheet.number} · ${sheet.method} · ${translate(`dcs.gang.state_${sheet.state}`)}`}</Typography>
        <Button variant="contained" disabled={busy || !(sheet.state === 'draft' || sheet.state === 'failed')} onClick={() => void call('send')}>
          {translate('dcs.gang.send')}
        </Button>
        <Box sx={{ width: 200 }}>
          <Slider aria-label={translate('dcs.gang.zoom')} min={0.25} max={4} step={0.25} value={zoom} onChange={(_, value) => setZoom(value as number)} />
        </Box>
      </Stack>
      {sheet.error ? <Alert severity="error">{sheet.error}</Alert> : null}
      {'empty' in layout ? <Alert severity="info">{translate('dcs.gang.empty')}</Alert> : null}
      {layout.kind === 'roll' && 'rolls' in layout ? (
        <>
          <Typography>{translate('dcs.gang.roll_summary', { rolls: layout.rolls.map((roll) => `${(roll.length / 1000).toFixed(3)} m`).join(' + '), bound: (layout.lowerBound / 1000).toFixed(3), pieces: layout.rolls.reduce((sum, roll) => sum + roll.items.length, 0) })}</Typography>
          {sheet.state === 'draft' ? <Typography variant="body2">{translate('dcs.gang.drag_hint')}</Typography> : null}
          <Box sx={{ overflow: 'auto', maxHeight: '75vh' }} tabIndex={0} role="region" aria-label={translate('dcs.gang.preview')}>
            {layout.rolls.map((roll) => (
              <RollPreview key={roll.index} roll={roll} zoom={zoom} editable={sheet.state === 'draft' && !busy} onMove={move(roll.index)} />
            ))}
          </Box>
        </>
      ) : null}
      {layout.kind === 'sheet' && 'imposition' in layout ? (
        <>
          <Typography>{translate('dcs.gang.sheet_summary', { up: layout.imposition.piecesPerSheet, sheets: layout.forms.map((form) => form.sheets).join(' + ') })}</Typography>
          <Box sx={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label={translate('dcs.gang.preview')}>
            <SheetPreview layout={layout} zoom={zoom} />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

/** One gang sheet. */
export default function GangSheetShow() {
  return (
    <Show>
      <GangSheetBody />
    </Show>
  );
}
