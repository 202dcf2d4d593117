import { createHash } from 'node:crypto';
import type { DesignDocument } from '@dcs/design';
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
  quantity: number;
  /** Sides in page order of the artwork. */
  sides: { id: string; name: string; page: number }[];
  trimSize: { width: number; height: number; unit: 'mm' };
  bleed: number;
  printingMethod: string;
  colorMode: PrintColorMode;
  outputProfile: { name: string; identifier: string; sha256: string } | null;
  files: JobTicketFile[];
}

/** What the caller knows about the job; sides, sizes and file hashes come from the design and the files. */
export interface JobTicketInput {
  jobId: string;
  createdAt: Date;
  order: JobTicket['order'];
  item: JobTicket['item'];
  product: JobTicket['product'];
  quantity: number;
  printingMethod: string;
  colorMode: PrintColorMode;
  outputProfile?: { name: string; identifier: string; bytes: Uint8Array } | null;
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

/** Builds the ticket of a job. The trim size and bleed are the first side's. */
export function createJobTicket(input: JobTicketInput, design: DesignDocument, files: readonly JobTicketFile[]): JobTicket {
  const first = design.sides[0]!;
  return {
    schema: JOB_TICKET_SCHEMA,
    jobId: input.jobId,
    createdAt: input.createdAt.toISOString(),
    order: input.order,
    item: input.item,
    product: input.product,
    quantity: input.quantity,
    sides: design.sides.map((side, index) => ({ id: side.id, name: side.name, page: index + 1 })),
    trimSize: { width: first.trim.width, height: first.trim.height, unit: 'mm' },
    bleed: first.bleed,
    printingMethod: input.printingMethod,
    colorMode: input.colorMode,
    outputProfile: input.outputProfile ? { name: input.outputProfile.name, identifier: input.outputProfile.identifier, sha256: profileHash(input.outputProfile.bytes) } : null,
    files: [...files],
  };
}

/** The ticket as canonical JSON bytes (sorted keys, no whitespace). */
export function serializeJobTicket(ticket: JobTicket): Uint8Array {
  return new TextEncoder().encode(canonicalJson(ticket));
}
