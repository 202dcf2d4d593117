import { useRef, useState } from 'react';
import { jobColor, type RollPiece } from './gang-types.ts';

interface RollPreviewProps {
  roll: { index: number; width: number; length: number; items: RollPiece[] };
  /** Screen pixels per millimetre. */
  zoom: number;
  /** Dragging is allowed (a draft sheet). */
  editable: boolean;
  /** A piece was dropped at a new place (mm, snapped to 0.5): lock it there. */
  onMove: (piece: RollPiece, x: number, y: number) => void;
}

/**
 * The roll as the server laid it out, drawn in millimetres (the preview is the print: the same
 * layout is what the PDF places). Each job has its colour; labels are grey; locked pieces are outlined.
 * A piece dragged and dropped is sent back as a lock, and the server re-flows the others around it.
 */
export function RollPreview({ roll, zoom, editable, onMove }: RollPreviewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ piece: RollPiece; dx: number; dy: number; x: number; y: number } | null>(null);
  const toMm = (event: React.PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * roll.width, y: ((event.clientY - box.top) / box.height) * roll.length };
  };
  const snap = (value: number) => Math.max(0, Math.round(value * 2) / 2);
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={`Roll ${roll.index + 1}: ${roll.items.length} pieces, ${(roll.length / 1000).toFixed(3)} m`}
      width={roll.width * zoom}
      height={roll.length * zoom}
      viewBox={`0 0 ${roll.width} ${roll.length}`}
      style={{ background: 'repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px', border: '1px solid #999', touchAction: 'none' }}
      onPointerMove={(event) => {
        if (!drag) return;
        const at = toMm(event);
        setDrag({ ...drag, x: snap(at.x - drag.dx), y: snap(at.y - drag.dy) });
      }}
      onPointerUp={() => {
        if (!drag) return;
        setDrag(null);
        if (drag.x !== drag.piece.x || drag.y !== drag.piece.y) onMove(drag.piece, drag.x, drag.y);
      }}
    >
      {roll.items.map((piece) => {
        const moving = drag?.piece === piece;
        const dx = moving ? drag.x - piece.x : 0;
        const dy = moving ? drag.y - piece.y : 0;
        const name = `PQ${piece.id.padStart(6, '0')} ${piece.copy}`;
        return (
          <g
            key={`${piece.id}-${piece.copy}`}
            transform={`translate(${dx} ${dy})`}
            data-piece={`${piece.id}-${piece.copy}`}
            style={{ cursor: editable ? 'move' : 'default' }}
            onPointerDown={(event) => {
              if (!editable) return;
              (event.target as Element).setPointerCapture?.(event.pointerId);
              const at = toMm(event);
              setDrag({ piece, dx: at.x - piece.x, dy: at.y - piece.y, x: piece.x, y: piece.y });
            }}
          >
            <rect x={piece.x} y={piece.y} width={piece.width} height={piece.height} fill={jobColor(piece.id)} stroke={piece.locked ? '#000' : 'none'} strokeWidth={piece.locked ? 1.2 : 0} opacity={moving ? 0.7 : 1}>
              <title>{`${name}${piece.rotated ? ' (turned)' : ''}${piece.locked ? ' (locked)' : ''}`}</title>
            </rect>
            {piece.label ? <rect x={piece.label.x} y={piece.label.y} width={piece.label.width} height={piece.label.height} fill="#bbb" /> : null}
            <text x={piece.x + 2} y={piece.y + 8} fontSize={7} fill="#000" pointerEvents="none">
              {name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
