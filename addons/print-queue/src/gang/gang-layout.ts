import { createError } from '@dcs/platform';
import type { GangForm, RollLayout, SheetImposition } from '@dcs/print';
import { labelOptions, type GangMethod, type RollGangMethod, type SheetGangMethod } from './gang-settings.ts';
import type { GangLock, GangSheetItem } from './gang-sheet-store.ts';

/** A roll sheet's layout as stored and served (the admin's preview draws it as it is). */
export interface RollGangLayout extends RollLayout {
  kind: 'roll';
  /** The shortest the rolls could be (area bound), for the admin's efficiency figure. */
  lowerBound: number;
}

/** A press sheet gang's layout: the imposition, the forms of the run and the trim all jobs share. */
export interface SheetGangLayout {
  kind: 'sheet';
  trim: { width: number; height: number };
  imposition: SheetImposition;
  forms: GangForm[];
}

export type GangLayout = RollGangLayout | SheetGangLayout;

/** Trim sizes of one press sheet gang may differ by this much (mm): PDF points round. */
const TRIM_TOLERANCE = 0.5;

/**
 * The layout of a gang sheet from its jobs and the method's settings, through the same pure functions
 * the admin's preview runs (`@dcs/gang`, re-exported by `@dcs/print`), so the preview is the print.
 */
export async function buildGangLayout(method: GangMethod, items: readonly GangSheetItem[], locks: readonly GangLock[]): Promise<GangLayout> {
  const gang = await import('@dcs/print');
  return method.kind === 'roll' ? rollLayout(gang, method, items, locks) : sheetLayout(gang, method, items);
}

function rollLayout(gang: typeof import('@dcs/print'), method: RollGangMethod, items: readonly GangSheetItem[], locks: readonly GangLock[]): RollGangLayout {
  const options = {
    width: method.width,
    maxLength: method.maxLength,
    spacing: method.spacing,
    margins: method.margins,
    allowRotation: method.allowRotation,
    label: labelOptions(method),
    locked: locks.map((lock) => ({ id: String(lock.jobId), copy: lock.copy, roll: lock.roll, x: lock.x, y: lock.y, rotated: lock.rotated })),
  };
  const gangItems = items.map((item) => ({ id: String(item.jobId), width: item.width, height: item.height, quantity: item.quantity }));
  let layout: RollLayout;
  try {
    layout = gang.nestRoll(gangItems, options);
  } catch (error) {
    throw createError('svc_print_queue_gang_layout_invalid', { params: { reason: (error as Error).message } });
  }
  const refused = layout.unplaced.filter((piece) => piece.reason !== 'too_large');
  if (refused.length > 0) {
    const reasons = refused.map((piece) => `job ${piece.id} copy ${piece.copy}: ${piece.reason === 'locked_outside' ? 'outside the printable area' : 'on another item'}`);
    throw createError('svc_print_queue_gang_layout_invalid', { params: { reason: reasons.join('; ') }, data: { unplaced: refused } });
  }
  return { kind: 'roll', ...layout, lowerBound: gang.rollLowerBound(gangItems, options) };
}

function sheetLayout(gang: typeof import('@dcs/print'), method: SheetGangMethod, items: readonly GangSheetItem[]): SheetGangLayout {
  const trim = { width: items[0]!.width, height: items[0]!.height };
  const other = items.find((item) => Math.abs(item.width - trim.width) > TRIM_TOLERANCE || Math.abs(item.height - trim.height) > TRIM_TOLERANCE);
  if (other) {
    throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: `job ${other.jobId} is ${other.width} × ${other.height} mm, the others ${trim.width} × ${trim.height} mm: a press sheet gang shares one trim size` }, data: { ids: [other.jobId] } });
  }
  if (items.length > 1 && (method.duplex === 'work-and-turn' || method.duplex === 'work-and-tumble')) {
    // Each front's back is the mirrored cell: a cell-by-cell split among jobs would pair two jobs' sides.
    throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: `${method.duplex} imposes one job per sheet; gang several jobs single-sided or sheetwise` } });
  }
  try {
    const imposition = gang.stepAndRepeat({ sheet: method.sheet, trim, bleed: method.bleed, gutter: method.gutter, margins: method.margins, slugHeight: method.slugHeight, marks: method.marks, allowRotation: method.allowRotation, duplex: method.duplex });
    const forms = gang.gangRun(items.map((item) => ({ id: String(item.jobId), quantity: item.quantity })), imposition.piecesPerSheet, method.overs);
    return { kind: 'sheet', trim, imposition, forms };
  } catch (error) {
    throw createError('svc_print_queue_gang_layout_invalid', { params: { reason: (error as Error).message } });
  }
}
