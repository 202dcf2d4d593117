import { readFile } from 'node:fs/promises';
import type { LcmsModule } from 'lcms-wasm';
import { createError } from '@dcs/platform';

/** What an ICC profile's header and description say. */
export interface IccProfileInfo {
  version: string;
  /** Device class: `prtr` (output), `mntr`, `scnr`, `link`, `spac`, `abst`, `nmcl`. */
  profileClass: string;
  /** Data color space: `CMYK`, `RGB`, `GRAY`, `Lab`… */
  colorSpace: string;
  pcs: string;
  description: string;
}

const CLASSES = new Set(['scnr', 'mntr', 'prtr', 'link', 'spac', 'abst', 'nmcl']);
const SPACES = /^(XYZ |Lab |Luv |YCbr|Yxy |RGB |GRAY|HSV |HLS |CMYK|CMY |[2-9A-F]CLR)$/;
const MAX_ICC_BYTES = 16 * 1024 * 1024;

const invalid = (reason: string) => createError('svc_icc_profile_invalid', { params: { reason } });

/** Checks the 128-byte header and the tag table bounds of an ICC profile (ICC.1:2022 §7.2). */
export function parseIccHeader(bytes: Buffer): Omit<IccProfileInfo, 'description'> {
  if (bytes.length < 132) throw invalid('it is shorter than an ICC header and tag count.');
  if (bytes.toString('latin1', 36, 40) !== 'acsp') throw invalid('the signature at byte 36 is not "acsp".');
  const declared = bytes.readUInt32BE(0);
  if (declared !== bytes.length) throw invalid(`the header says ${declared} bytes, the file has ${bytes.length}.`);
  const major = bytes[8]!;
  if (major !== 2 && major !== 4 && major !== 5) throw invalid(`version ${major} is not an ICC version (2, 4 or 5).`);
  const profileClass = bytes.toString('latin1', 12, 16);
  if (!CLASSES.has(profileClass)) throw invalid(`the device class "${profileClass}" is unknown.`);
  const colorSpace = bytes.toString('latin1', 16, 20);
  const pcs = bytes.toString('latin1', 20, 24);
  if (!SPACES.test(colorSpace)) throw invalid(`the color space "${colorSpace}" is unknown.`);
  const count = bytes.readUInt32BE(128);
  if (count > 1000 || 132 + count * 12 > bytes.length) throw invalid('the tag table runs past the end of the file.');
  for (let i = 0; i < count; i++) {
    const offset = bytes.readUInt32BE(132 + i * 12 + 4);
    const size = bytes.readUInt32BE(132 + i * 12 + 8);
    if (offset + size > bytes.length) throw invalid(`tag ${i} runs past the end of the file.`);
  }
  return { version: `${major}.${bytes[9]! >> 4}`, profileClass, colorSpace: colorSpace.trim(), pcs: pcs.trim() };
}

/**
 * Validates an ICC profile: the header first (cheap, with exact reasons), then LittleCMS must open
 * it, which reads the tags a transform would use. The description comes from LittleCMS too.
 */
export async function inspectIccProfile(path: string, size: number, lcmsModule: () => Promise<LcmsModule>): Promise<IccProfileInfo> {
  if (size > MAX_ICC_BYTES) throw createError('svc_upload_too_large', { params: { size, limit: MAX_ICC_BYTES } });
  const bytes = await readFile(path);
  const header = parseIccHeader(bytes);
  const lcms = await lcmsModule();
  const profile = lcms.cmsOpenProfileFromMem(new Uint8Array(bytes), bytes.length);
  if (!profile) throw invalid('LittleCMS cannot open it.');
  try {
    const { cmsInfoDescription } = await import('lcms-wasm');
    const description = (lcms.cmsGetProfileInfoASCII(profile, cmsInfoDescription, 'en', 'US') ?? '').trim();
    return { ...header, description };
  } finally {
    lcms.cmsCloseProfile(profile);
  }
}

/** A lazily loaded and instantiated LittleCMS (instantiating costs ~10 ms; most processes never need it). */
export function lazyLcms(): () => Promise<LcmsModule> {
  let module: Promise<LcmsModule> | null = null;
  return () => (module ??= import('lcms-wasm').then(({ instantiate }) => instantiate()));
}
