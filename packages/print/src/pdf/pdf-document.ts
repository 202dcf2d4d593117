import type { LoadedFont } from '@dcs/design';
import { EmbeddedFont, parseFontForEmbedding } from '../fonts/font-embedder.ts';
import type { ContentStream } from './content-stream.ts';
import type { PageResources } from './page-resources.ts';
import { name, pdfDate, pdfTextString, type PdfDict, type PdfRef } from './pdf-objects.ts';
import { PdfWriter } from './pdf-writer.ts';
import { buildXmpMetadata } from './xmp-metadata.ts';

/** A box in PDF points: `[x1, y1, x2, y2]`. */
export type PdfBox = [number, number, number, number];

/** One page to add. */
export interface PdfPageSpec {
  mediaBox: PdfBox;
  trimBox?: PdfBox;
  bleedBox?: PdfBox;
  content: ContentStream;
  resources: PageResources;
  /** Blending color space of the page's transparency group, when the page uses transparency. */
  blendingSpace: 'DeviceCMYK' | 'DeviceRGB';
}

/** Document metadata: information dictionary and XMP. */
export interface PdfMetadata {
  title: string;
  /** Creation and modification date. */
  date: Date;
  creator?: string;
  /** PDF/X-4 keys and the output intent: present for `cmyk` documents. */
  pdfx?: { outputProfile: Uint8Array; outputProfileDeflated?: Uint8Array; identifier: string; info: string };
}

const PRODUCER = 'dcs print';

/**
 * A PDF being written: pages, fonts shared between pages (each embedded once as a subset), and the
 * catalogue with metadata and, for PDF/X-4, the output intent.
 */
export class PdfDocument {
  readonly writer = new PdfWriter('1.6');
  readonly #pagesRef: PdfRef;
  readonly #pages: PdfRef[] = [];
  readonly #fonts = new Map<string, Promise<EmbeddedFont>>();

  constructor() {
    this.#pagesRef = this.writer.allocate();
  }

  /** The document's embedded font for a loaded design font. */
  font(loaded: LoadedFont): Promise<EmbeddedFont> {
    let font = this.#fonts.get(loaded.key);
    if (!font) {
      const resourceName = `F${this.#fonts.size + 1}`;
      const ref = this.writer.allocate();
      font = parseFontForEmbedding(loaded).then((parsed) => new EmbeddedFont(parsed, resourceName, ref));
      this.#fonts.set(loaded.key, font);
    }
    return font;
  }

  addPage(page: PdfPageSpec): PdfRef {
    const content = this.writer.addStream({}, page.content.text);
    const ref = this.writer.add({
      Type: name('Page'),
      Parent: this.#pagesRef,
      MediaBox: page.mediaBox,
      TrimBox: page.trimBox,
      BleedBox: page.bleedBox,
      Resources: page.resources.toDict(),
      Contents: content,
      Group: page.resources.transparent ? { Type: name('Group'), S: name('Transparency'), CS: name(page.blendingSpace) } : undefined,
    });
    this.#pages.push(ref);
    return ref;
  }

  async finish(metadata: PdfMetadata): Promise<Uint8Array> {
    for (const font of this.#fonts.values()) (await font).finish(this.writer);
    const { writer } = this;
    writer.set(this.#pagesRef, { Type: name('Pages'), Kids: this.#pages, Count: this.#pages.length });
    const date = pdfDate(metadata.date);
    const info = writer.add({
      Title: pdfTextString(metadata.title),
      Creator: pdfTextString(metadata.creator ?? 'dcs'),
      Producer: PRODUCER,
      CreationDate: date,
      ModDate: date,
      Trapped: name('False'),
      GTS_PDFXVersion: metadata.pdfx ? 'PDF/X-4' : undefined,
    });
    const xmp = writer.addStream(
      { Type: name('Metadata'), Subtype: name('XML') },
      buildXmpMetadata({ title: metadata.title, date: metadata.date, creator: metadata.creator ?? 'dcs', producer: PRODUCER, pdfx: metadata.pdfx !== undefined }),
      { compress: false },
    );
    const catalog: PdfDict = { Type: name('Catalog'), Pages: this.#pagesRef, Metadata: xmp };
    if (metadata.pdfx) {
      const deflated = metadata.pdfx.outputProfileDeflated;
      const profile = deflated
        ? writer.addStream({ N: 4, Filter: name('FlateDecode') }, deflated, { compress: false })
        : writer.addStream({ N: 4 }, metadata.pdfx.outputProfile);
      catalog.OutputIntents = [
        {
          Type: name('OutputIntent'),
          S: name('GTS_PDFX'),
          OutputConditionIdentifier: pdfTextString(metadata.pdfx.identifier),
          OutputCondition: pdfTextString(metadata.pdfx.info),
          Info: pdfTextString(metadata.pdfx.info),
          RegistryName: 'http://www.color.org',
          DestOutputProfile: profile,
        },
      ];
    }
    return writer.finish({ root: writer.add(catalog), info });
  }
}
