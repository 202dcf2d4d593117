import type { PlacedItem } from '@dcs/print';
import { jobNumber } from '../jobs/print-job-state.ts';
import { SHEET_FONT_WOFF_BASE64 } from '../render/sheet-font-data.ts';
import type { GangLayout } from './gang-layout.ts';
import type { GangSheetRecord } from './gang-sheet-store.ts';

/** A gang sheet's number on its files, labels and barcode: `G000012`. */
export function gangNumber(id: number): string {
  return `G${String(id).padStart(6, '0')}`;
}

/** A rendered file of a gang sheet (a roll PNG streams: hundreds of megapixels are never in memory). */
export interface GangFile {
  kind: string;
  name: string;
  mediaType: string;
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
}

/** What goes on the sheet besides the layout: each job's print PDF, and its artwork PNG when the roll is output as PNG. */
export interface GangSources {
  pdfs: ReadonlyMap<number, Uint8Array>;
  /** The artwork PNGs and their resolution, for a roll whose method outputs PNG. */
  png?: { dpi: number; rasters: ReadonlyMap<number, Uint8Array> } | undefined;
  /** Whether the roll is also written as PDF (default true). */
  pdf?: boolean;
}

/**
 * The files of a gang sheet from its layout and its jobs' print PDFs: one PDF per roll (or per form of
 * a press sheet run), then the job sheet listing every piece. `@dcs/print` loads on the first sheet.
 */
export async function renderGangFiles(sheet: GangSheetRecord, layout: GangLayout, input: GangSources, date: Date): Promise<GangFile[]> {
  const { pdfs } = input;
  const print = await import('@dcs/print');
  const number = gangNumber(sheet.id);
  const font = new Uint8Array(Buffer.from(SHEET_FONT_WOFF_BASE64, 'base64'));
  const item = (jobId: string) => sheet.items.find((candidate) => String(candidate.jobId) === jobId)!;
  const files: GangFile[] = [];
  const rows: string[][] = [];
  if (layout.kind === 'roll') {
    const sources = new Map([...pdfs].map(([id, pdf]) => [String(id), { pdf }]));
    const label = (placed: PlacedItem) => {
      const { quantity, orderId } = item(placed.id);
      return { lines: [`${jobNumber(Number(placed.id))} · ${placed.copy}/${quantity}`, `Order ${orderId} · ${number}`], barcode: `${jobNumber(Number(placed.id))}-${placed.copy}` };
    };
    const rasters = input.png ? new Map([...input.png.rasters].map(([id, png]) => [String(id), png])) : null;
    for (const roll of layout.rolls) {
      const base = `${number}-roll${roll.index + 1}`;
      if (input.pdf !== false) files.push({ kind: `roll${roll.index + 1}`, name: `${base}.pdf`, mediaType: 'application/pdf', bytes: await print.renderRollPdf({ roll, sources, label, font, title: `${number} roll ${roll.index + 1}`, date }) });
      if (rasters) files.push({ kind: `roll${roll.index + 1}Png`, name: `${base}.png`, mediaType: 'image/png', bytes: print.renderRollPng({ roll, dpi: input.png!.dpi, sources: rasters, label }) });
      for (const placed of roll.items) rows.push([jobNumber(Number(placed.id)), String(item(placed.id).orderId), `${placed.copy}/${item(placed.id).quantity}`, `${roll.index + 1}`, placed.x.toFixed(1), placed.y.toFixed(1), placed.rotated ? '90°' : '']);
    }
  } else {
    const sources = new Map([...pdfs].map(([id, pdf]) => [String(id), { pdf }]));
    for (const [index, form] of layout.forms.entries()) {
      const jobs = form.slots.map((slot) => `${jobNumber(Number(slot.id))} ×${slot.cells}`).join(', ');
      const slug = { lines: [`${number} form ${index + 1}/${layout.forms.length} · ${form.sheets} sheets · ${jobs}`], barcode: `${number}-${index + 1}` };
      const bytes = await print.renderSheetPdf({ imposition: layout.imposition, sources, jobOfCell: (cell) => form.cellJobs[cell] ?? null, slug, font, title: `${number} form ${index + 1}`, date });
      files.push({ kind: `form${index + 1}`, name: `${number}-form${index + 1}.pdf`, mediaType: 'application/pdf', bytes });
      for (const slot of form.slots) rows.push([jobNumber(Number(slot.id)), String(item(slot.id).orderId), String(item(slot.id).quantity), `${index + 1}`, `${slot.cells} up`, `${form.sheets} sheets`, `${slot.pieces} pieces`]);
    }
  }
  const columns = layout.kind === 'roll' ? ['Job', 'Order', 'Copy', 'Roll', 'x mm', 'y mm', 'Turned'] : ['Job', 'Order', 'Quantity', 'Form', 'Cells', 'Run', 'Printed'];
  const facts: [string, string][] = [
    ['Printing method', sheet.methodCode],
    ['Jobs', String(sheet.items.length)],
    layout.kind === 'roll' ? ['Rolls', layout.rolls.map((roll) => `${(roll.length / 1000).toFixed(3)} m`).join(', ')] : ['Sheets', layout.forms.map((form) => String(form.sheets)).join(' + ')],
  ];
  files.push({ kind: 'jobSheet', name: `${number}-sheet.pdf`, mediaType: 'application/pdf', bytes: await print.renderGangJobSheet({ header: { lines: [`Gang sheet ${number}`], barcode: number }, facts, columns, rows, font, date }) });
  return files;
}
