import { createHash } from 'node:crypto';
import type { DesignDocument, PreflightIssue } from '@dcs/design';
import type { OrderLineOption, OrderLineQuantity } from '@dcs/platform';
import type { PrintColorMode } from '../color/print-color-converter.ts';
import { canonicalJson } from './canonical-json.ts';

/** The version tag every ticket carries. */
export const JOB_TICKET_SCHEMA = 'dcs.job-ticket/1';

/** A file of a print job, named by its SHA-256. */
export interface JobTicketFile {
  role: 'artwork' | 'job-sheet' | 'barcode' | 'ticket';
  name: string;
  mediaType: string;
  bytes: number;
  sha256: string;
}

/** The print job as a hotfolder reads it: what to print, how many, on what, with which files. */
export interface JobTicket {
  schema: typeof JOB_TICKET_SCHEMA;
  jobId: string;
  createdAt: string;
  order: { id: string; number?: string; customer?: string };
  item: { id: string; name?: string };
  product: { id: string; name: string; sku?: string };
  /** The cart quantity (units as sold: packs for cards sold in packs). */
  quantity: number;
  /** What the quantity means: `{ count: 1, unit: "pack", perUnit: 500, pieces: 500, piece: "cards", text: "1 pack of 500 cards" }`. */
  quantityMeaning: OrderLineQuantity;
  /** Every option of the order line as chosen, with its labels. */
  options: OrderLineOption[];
  /** The option naming the paper or blank (the product's media option), null without one. */
  media: OrderLineOption | null;
  /** The printed sides (paid, with content) in page order of the artwork; a garment side's first page. */
  sides: { id: string; name: string; page: number }[];
  /** Each page of the artwork: its side, and for garment output its print area at real size. */
  pages: { page: number; side: string; area: string | null; width: number; height: number }[];
  /** `sheet` (pages are sides with bleed) or `garment` (pages are print areas, no bleed, no marks). */
  output: { kind: 'sheet' | 'garment'; background: 'transparent' | 'white'; cropMarks: boolean };
  trimSize: { width: number; height: number; unit: 'mm' };
  bleed: number;
  printingMethod: string;
  colorMode: PrintColorMode;
  outputProfile: { name: string; identifier: string; sha256: string } | null;
  /** Rendered past preflight errors by an admin: who, and the errors overridden. Null for a normal job. */
  forced: { by: string | null; errors: JobTicketIssue[] } | null;
  /** Preflight warnings of the design (a photo under the warning resolution, text across the safe line…). */
  warnings: JobTicketIssue[];
  /** The customer accepted photos below the printing resolution; their issues are listed in `warnings`. */
  lowResolutionAccepted: boolean;
  files: JobTicketFile[];
}

/** A preflight issue as tickets and job sheets list it. */
export interface JobTicketIssue {
  check: string;
  side: string;
  element: string;
  message: string;
}

/** The issue as a ticket lists it. */
export function ticketIssue(issue: PreflightIssue): JobTicketIssue {
  return { check: issue.check, side: issue.sideId, element: issue.elementId, message: issue.message };
}

/** What the caller knows about the job; sides, sizes and file hashes come from the design and the files. */
export interface JobTicketInput {
  jobId: string;
  createdAt: Date;
  order: JobTicket['order'];
  item: JobTicket['item'];
  product: JobTicket['product'];
  quantity: number;
  /** Default: `quantity` items. */
  quantityMeaning?: OrderLineQuantity;
  options?: OrderLineOption[];
  media?: OrderLineOption | null;
  printingMethod: string;
  colorMode: PrintColorMode;
  outputProfile?: { name: string; identifier: string; bytes: Uint8Array } | null;
  /** Sides that print, in the design's order; default every side. */
  sides?: readonly string[];
  /** Pages as `renderPrintPdf` made them (side, print area, boxes); default one page per side. */
  pages?: readonly { sideId: string; areaId: string | null }[];
  output?: JobTicket['output'];
  forced?: JobTicket['forced'];
  warnings?: JobTicketIssue[];
  lowResolutionAccepted?: boolean;
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A ticket file entry for `bytes`. */
export function ticketFile(role: JobTicketFile['role'], name: string, mediaType: string, bytes: Uint8Array): JobTicketFile {
  return { role, name, mediaType, bytes: bytes.byteLength, sha256: sha256Hex(bytes) };
}

/**
 * SHA-256 of output profiles by their bytes: a printing configuration's converter hands the same
 * profile to every job (hashing 200 KB twice per job is a millisecond for nothing).
 */
const profileHashes = new WeakMap<Uint8Array, string>();

function profileHash(bytes: Uint8Array): string {
  let hash = profileHashes.get(bytes);
  if (hash === undefined) {
    hash = sha256Hex(bytes);
    profileHashes.set(bytes, hash);
  }
  return hash;
}

/** Builds the ticket of a job. The trim size and bleed are the first printed side's (a garment's: its first page). */
export function createJobTicket(input: JobTicketInput, design: DesignDocument, files: readonly JobTicketFile[]): JobTicket {
  const printed = input.sides ?? design.sides.map((side) => side.id);
  const sides = design.sides.filter((side) => printed.includes(side.id));
  const output = input.output ?? { kind: 'sheet', background: 'transparent', cropMarks: false };
  const pageList = input.pages ?? sides.map((side) => ({ sideId: side.id, areaId: null }));
  const pages = pageList.map((page, index) => {
    const side = sides.find((candidate) => candidate.id === page.sideId) ?? design.sides[0]!;
    const area = page.areaId === null ? null : side.printAreas.find((candidate) => candidate.id === page.areaId);
    return { page: index + 1, side: side.id, area: area?.id ?? null, width: area?.width ?? side.trim.width, height: area?.height ?? side.trim.height };
  });
  const first = sides[0] ?? design.sides[0]!;
  const garment = output.kind === 'garment' && pages[0] !== undefined;
  const count = input.quantity;
  return {
    schema: JOB_TICKET_SCHEMA,
    jobId: input.jobId,
    createdAt: input.createdAt.toISOString(),
    order: input.order,
    item: input.item,
    product: input.product,
    quantity: count,
    quantityMeaning: input.quantityMeaning ?? { count, unit: count === 1 ? 'item' : 'items', perUnit: null, pieces: count, piece: null, text: `${count} ${count === 1 ? 'item' : 'items'}` },
    options: input.options ?? [],
    media: input.media ?? null,
    sides: sides.map((side) => ({ id: side.id, name: side.name, page: pages.findIndex((page) => page.side === side.id) + 1 })),
    pages,
    output,
    trimSize: garment ? { width: pages[0]!.width, height: pages[0]!.height, unit: 'mm' } : { width: first.trim.width, height: first.trim.height, unit: 'mm' },
    bleed: garment ? 0 : first.bleed,
    printingMethod: input.printingMethod,
    colorMode: input.colorMode,
    outputProfile: input.outputProfile ? { name: input.outputProfile.name, identifier: input.outputProfile.identifier, sha256: profileHash(input.outputProfile.bytes) } : null,
    forced: input.forced ?? null,
    warnings: input.warnings ?? [],
    lowResolutionAccepted: input.lowResolutionAccepted ?? false,
    files: [...files],
  };
}

/** The ticket as canonical JSON bytes (sorted keys, no whitespace). */
export function serializeJobTicket(ticket: JobTicket): Uint8Array {
  return new TextEncoder().encode(canonicalJson(ticket));
}
