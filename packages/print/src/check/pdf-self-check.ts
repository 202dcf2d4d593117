import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** What {@link checkPrintPdf} expects of the file. */
export interface PdfCheckExpectations {
  /** `cmyk`: no RGB or calibrated color anywhere, an output intent and the PDF/X-4 keys. */
  mode: 'cmyk' | 'rgb';
  /** Expect TrimBox and BleedBox on every page (print PDFs; job sheets have none). */
  pageBoxes?: boolean;
}

/** A font as the check found it. */
export interface CheckedFont {
  name: string;
  embedded: boolean;
  subset: boolean;
  toUnicode: boolean;
}

/** The result of {@link checkPrintPdf}: what was found, and every problem with it. */
export interface PdfCheckReport {
  ok: boolean;
  problems: string[];
  pages: { mediaBox: number[]; trimBox: number[] | null; bleedBox: number[] | null }[];
  fonts: CheckedFont[];
  /** Color spaces in use: content stream operators, images, resources (`DeviceCMYK`, `Separation`…). */
  colorSpaces: string[];
  outputIntent: { identifier: string; profileComponents: number } | null;
  pdfxVersion: string | null;
}

const RGB_SPACES = new Set(['DeviceRGB', 'CalRGB', 'Lab', 'ICCBased3']);

/**
 * A structural self-check of a rendered PDF, on pdf-lib's parser (MIT; Ghostscript and MuPDF,
 * being AGPL, are only used in tests): page boxes, output intent and PDF/X keys, the color spaces
 * every content stream, form and image uses, and whether each font is embedded as a subset with a
 * ToUnicode map.
 */
export async function checkPrintPdf(bytes: Uint8Array, expectations: PdfCheckExpectations): Promise<PdfCheckReport> {
  const problems: string[] = [];
  const document = await PDFDocument.load(viewSlicing(bytes), { updateMetadata: false });
  const { context, catalog } = document;
  const spaces = new Set<string>();
  const fonts = new Map<string, CheckedFont>();
  const visited = new Set<PDFObject>();
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => (value instanceof PDFRef ? context.lookup(value) : value);

  const visitResources = (resources: PDFDict | undefined, where: string) => {
    if (!resources || visited.has(resources)) return;
    visited.add(resources);
    const colorSpaces = resolve(resources.get(PDFName.of('ColorSpace')));
    if (colorSpaces instanceof PDFDict) for (const [, value] of colorSpaces.entries()) spaces.add(colorSpaceName(resolve(value), resolve));
    const fontDict = resolve(resources.get(PDFName.of('Font')));
    if (fontDict instanceof PDFDict) for (const [, value] of fontDict.entries()) checkFont(resolve(value), resolve, fonts);
    const xobjects = resolve(resources.get(PDFName.of('XObject')));
    if (xobjects instanceof PDFDict) {
      for (const [key, value] of xobjects.entries()) {
        const xobject = resolve(value);
        if (!(xobject instanceof PDFStream) || visited.has(xobject)) continue;
        visited.add(xobject);
        const subtype = xobject.dict.get(PDFName.of('Subtype'));
        if (subtype === PDFName.of('Image')) {
          const space = resolve(xobject.dict.get(PDFName.of('ColorSpace')));
          if (space) spaces.add(colorSpaceName(space, resolve));
        } else if (subtype === PDFName.of('Form')) {
          visitContent(xobject, `${where} form ${key.asString()}`);
          visitResources(resolve(xobject.dict.get(PDFName.of('Resources'))) as PDFDict | undefined, where);
        }
      }
    }
  };
  const visitContent = (stream: PDFObject | undefined, where: string) => {
    const streams = stream instanceof PDFArray ? stream.asArray().map(resolve) : [stream];
    for (const part of streams) {
      if (!(part instanceof PDFRawStream)) continue;
      const text = new TextDecoder('latin1').decode(decodePDFRawStream(part).decode());
      for (const space of contentColorSpaces(text)) spaces.add(space);
    }
  };

  const pages = document.getPages().map((page, index) => {
    const node = page.node;
    const box = (key: string) => {
      const value = resolve(node.get(PDFName.of(key)));
      return value instanceof PDFArray ? value.asArray().map((entry) => (resolve(entry) as PDFNumber).asNumber()) : null;
    };
    const mediaBox = box('MediaBox') ?? [0, 0, page.getWidth(), page.getHeight()];
    const trimBox = box('TrimBox');
    const bleedBox = box('BleedBox');
    if (expectations.pageBoxes !== false) {
      if (!trimBox) problems.push(`page ${index + 1} has no TrimBox`);
      if (!bleedBox) problems.push(`page ${index + 1} has no BleedBox`);
      if (trimBox && bleedBox && !inside(trimBox, bleedBox)) problems.push(`page ${index + 1}: the TrimBox is not inside the BleedBox`);
      if (bleedBox && !inside(bleedBox, mediaBox)) problems.push(`page ${index + 1}: the BleedBox is not inside the MediaBox`);
    }
    visitContent(resolve(node.get(PDFName.of('Contents'))), `page ${index + 1}`);
    visitResources(resolve(node.get(PDFName.of('Resources'))) as PDFDict | undefined, `page ${index + 1}`);
    return { mediaBox, trimBox, bleedBox };
  });

  for (const font of fonts.values()) {
    if (!font.embedded) problems.push(`font ${font.name} is not embedded`);
    if (!font.subset) problems.push(`font ${font.name} is not a subset`);
    if (!font.toUnicode) problems.push(`font ${font.name} has no ToUnicode map`);
  }

  const info = resolve(context.trailerInfo.Info);
  const infoValue = (key: string) => (info instanceof PDFDict ? resolve(info.get(PDFName.of(key))) : undefined);
  const pdfxVersion = textOf(infoValue('GTS_PDFXVersion'));
  const intents = resolve(catalog.get(PDFName.of('OutputIntents')));
  const intent = intents instanceof PDFArray ? resolve(intents.get(0)) : undefined;
  let outputIntent: PdfCheckReport['outputIntent'] = null;
  if (intent instanceof PDFDict) {
    const profile = resolve(intent.get(PDFName.of('DestOutputProfile')));
    const components = profile instanceof PDFStream ? (resolve(profile.dict.get(PDFName.of('N'))) as PDFNumber | undefined)?.asNumber() ?? 0 : 0;
    outputIntent = { identifier: textOf(resolve(intent.get(PDFName.of('OutputConditionIdentifier')))) ?? '', profileComponents: components };
  }
  if (!context.trailerInfo.ID) problems.push('the trailer has no /ID');
  if (!catalog.get(PDFName.of('Metadata'))) problems.push('the catalog has no XMP metadata');
  if (!textOf(infoValue('Title'))) problems.push('the document has no Title');
  if (expectations.mode === 'cmyk') {
    const rgb = [...spaces].filter((space) => RGB_SPACES.has(space));
    if (rgb.length > 0) problems.push(`RGB color in a CMYK document: ${rgb.join(', ')}`);
    if (!outputIntent) problems.push('no PDF/X output intent');
    else if (outputIntent.profileComponents !== 4) problems.push('the output intent profile is not a CMYK profile');
    if (pdfxVersion !== 'PDF/X-4') problems.push('GTS_PDFXVersion is not PDF/X-4');
    if (infoValue('Trapped') !== PDFName.of('False') && infoValue('Trapped') !== PDFName.of('True')) problems.push('Trapped is not set');
    if (!infoValue('CreationDate') || !infoValue('ModDate')) problems.push('CreationDate or ModDate is missing');
  }
  return { ok: problems.length === 0, problems, pages, fonts: [...fonts.values()], colorSpaces: [...spaces].sort(), outputIntent, pdfxVersion };
}

/**
 * The file with a `slice` that returns views: pdf-lib's parser copies every stream's data out of the
 * file with `slice`, and a print PDF is mostly photo samples the check never reads (a megabyte of
 * copies per job, garbage at once). The parser only reads what it slices.
 */
function viewSlicing(bytes: Uint8Array): Uint8Array {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  Object.defineProperty(view, 'slice', { value: (start?: number, end?: number) => view.subarray(start, end) });
  return view;
}

function inside(inner: number[], outer: number[]): boolean {
  const epsilon = 0.01;
  return inner[0]! >= outer[0]! - epsilon && inner[1]! >= outer[1]! - epsilon && inner[2]! <= outer[2]! + epsilon && inner[3]! <= outer[3]! + epsilon;
}

function textOf(value: PDFObject | undefined): string | null {
  if (!value) return null;
  const candidate = value as { decodeText?: () => string };
  return typeof candidate.decodeText === 'function' ? candidate.decodeText() : null;
}

function colorSpaceName(value: PDFObject | undefined, resolve: (value: PDFObject | undefined) => PDFObject | undefined): string {
  if (value instanceof PDFName) return value.asString().slice(1);
  if (value instanceof PDFArray) {
    const family = resolve(value.get(0));
    const familyName = family instanceof PDFName ? family.asString().slice(1) : 'unknown';
    if (familyName === 'ICCBased') {
      const stream = resolve(value.get(1));
      const components = stream instanceof PDFStream ? (resolve(stream.dict.get(PDFName.of('N'))) as PDFNumber | undefined)?.asNumber() : undefined;
      return `ICCBased${components ?? ''}`;
    }
    if (familyName === 'Indexed') return colorSpaceName(resolve(value.get(1)), resolve);
    return familyName;
  }
  return 'unknown';
}

/** Color spaces set by the operators of a content stream (`rg`, `k`, `g`, and named `cs`). */
export function contentColorSpaces(text: string): Set<string> {
  const found = new Set<string>();
  // Strings and inline data hold no operators: drop literal and hex strings first.
  const code = text.replace(/\((?:\\.|[^\\)])*\)/g, ' ').replace(/<[0-9A-Fa-f\s]*>/g, ' ');
  for (const match of code.matchAll(/(?:^|\s)(rg|RG|k|K|g|G)(?=\s|$)/g)) {
    found.add({ rg: 'DeviceRGB', RG: 'DeviceRGB', k: 'DeviceCMYK', K: 'DeviceCMYK', g: 'DeviceGray', G: 'DeviceGray' }[match[1] as 'rg']);
  }
  for (const match of code.matchAll(/\/(DeviceRGB|DeviceCMYK|DeviceGray)\s+(?:cs|CS)(?=\s|$)/g)) found.add(match[1]!);
  return found;
}

function checkFont(value: PDFObject | undefined, resolve: (value: PDFObject | undefined) => PDFObject | undefined, fonts: Map<string, CheckedFont>): void {
  if (!(value instanceof PDFDict)) return;
  const baseFont = resolve(value.get(PDFName.of('BaseFont')));
  const name = baseFont instanceof PDFName ? baseFont.asString().slice(1) : 'unnamed';
  if (fonts.has(name)) return;
  const descendants = resolve(value.get(PDFName.of('DescendantFonts')));
  const fontWithDescriptor = descendants instanceof PDFArray ? resolve(descendants.get(0)) : value;
  const descriptor = fontWithDescriptor instanceof PDFDict ? resolve(fontWithDescriptor.get(PDFName.of('FontDescriptor'))) : undefined;
  const embedded = descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(PDFName.of(key)) !== undefined);
  fonts.set(name, { name, embedded, subset: /^[A-Z]{6}\+/.test(name), toUnicode: value.get(PDFName.of('ToUnicode')) !== undefined });
}
