/** A rectangle of a layout in millimetres, y down from the sheet's leading edge. */
export interface MmRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A piece on a roll, as the server laid it out (`@dcs/gang` PlacedItem). */
export interface RollPiece extends MmRect {
  id: string;
  copy: number;
  rotated: boolean;
  locked: boolean;
  label: MmRect | null;
  footprint: MmRect;
}

/** A gang sheet as `svc/v1/print-queue/gang-sheets/{id}` answers it. */
export interface GangSheet {
  id: number;
  number: string;
  method: string;
  kind: 'roll' | 'sheet';
  state: 'draft' | 'queued' | 'delivered' | 'failed';
  items: { job_id: number; order_id: number; width: number; height: number; quantity: number }[];
  locks: { job_id: number; copy: number; roll: number; x: number; y: number; rotated: boolean }[];
  layout:
    | { kind: 'roll'; rolls: { index: number; width: number; length: number; items: RollPiece[] }[]; lowerBound: number; unplaced: { id: string; copy: number; reason: string }[] }
    | {
        kind: 'sheet';
        trim: { width: number; height: number };
        imposition: { sheet: { width: number; height: number }; cells: { index: number; trim: MmRect; bleed: MmRect }[]; marks: { x1: number; y1: number; x2: number; y2: number }[]; slug: MmRect | null; piecesPerSheet: number };
        forms: { cellJobs: (string | null)[]; sheets: number; slots: { id: string; cells: number; pieces: number }[] }[];
      }
    | { kind: 'roll' | 'sheet'; empty: true };
  error: string | null;
  files: Record<string, { name: string; size: number }> | null;
}

/** A stable, distinct fill per job id, so every copy of a job shows in one colour. */
export function jobColor(jobId: string | number): string {
  const hue = (Number(jobId) * 137.508) % 360;
  return `hsl(${hue.toFixed(0)} 55% 62%)`;
}
