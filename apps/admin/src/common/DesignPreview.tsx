import { useState } from 'react';
import { Box } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { DesignSketch, type SketchSide } from './DesignSketch.tsx';

/**
 * One side of an ordered design as it prints: the server draws it with the print's engine (fonts,
 * photos, cliparts; `GET orders/{id}/items/{item}/preview`, cached by the design's content), and the
 * browser loads it as a plain image. Until it arrives, the sketch of the design's boxes holds its place;
 * the elements a report flags are outlined in red over the picture.
 */
export function DesignPreview({ orderId, itemId, side, width, title, flagged = new Set<string>() }: {
  orderId: number;
  itemId: number;
  side: SketchSide;
  width: number;
  title: string;
  flagged?: ReadonlySet<string>;
}) {
  const client = useApiClient();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Drawn for the screen's pixel density: a 220 px preview is 440 image pixels on a phone or a HiDPI screen.
  const pixels = Math.min(1600, Math.round(width * Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1))));
  const src = client.url('admin', `/orders/${orderId}/items/${itemId}/preview`, { side: side.id, width: pixels });
  const stroke = Math.max(side.trim.width, side.trim.height) / 100;
  const boxes = (side.elements ?? []).filter((element) => flagged.has(element.id) && element.transform);
  return (
    <Box sx={{ position: 'relative', width, maxWidth: '100%' }}>
      {state === 'ready' ? null : <DesignSketch side={{ ...side, bleed: 0 }} flagged={flagged} width={width} title={title} />}
      <img
        src={src}
        alt={title}
        data-preview={state}
        onLoad={() => setState('ready')}
        onError={() => setState('failed')}
        style={{ display: state === 'ready' ? 'block' : 'none', width: '100%', aspectRatio: `${side.trim.width} / ${side.trim.height}`, border: '1px solid #ccc', background: '#fff', boxSizing: 'border-box' }}
      />
      {state === 'ready' && boxes.length > 0 ? (
        <svg viewBox={`0 0 ${side.trim.width} ${side.trim.height}`} aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}>
          {boxes.map(({ id, transform: t }) => (
            <rect key={id} x={t!.x} y={t!.y} width={t!.width} height={t!.height} fill="none" stroke="#d32f2f" strokeWidth={stroke} transform={t!.rotation ? `rotate(${t!.rotation} ${t!.x + t!.width / 2} ${t!.y + t!.height / 2})` : undefined} />
          ))}
        </svg>
      ) : null}
    </Box>
  );
}
