import { AdmittingCache } from '../cache/admitting-cache.ts';
import type { FontFiles, FontRequest } from '../resources/resource-providers.ts';
import { inUnicodeRanges, type UnicodeRanges } from '../resources/unicode-range.ts';
import { isIgnorable } from './ignorable.ts';
import type { LoadedFont, ShapedText } from './loaded-font.ts';
import { graphemeClusters } from './text-counts.ts';
import type { TextLayout } from './text-layout-types.ts';

/** A stretch of a word shaped with one file of the stack. */
export interface ShapedPiece {
  font: LoadedFont;
  shaped: ShapedText;
}

/** A word (or space run) shaped with a {@link FontStack}: pieces in visual order, one per file used. */
export interface StackShaped {
  pieces: ShapedPiece[];
  /** Width in the stack's units (its first file's font units). */
  width: number;
  /** Characters no file of the stack has. */
  missing: readonly number[];
  /** Characters that come from a fallback family. */
  fallback: readonly number[];
}

/** What a stack asks its owner ({@link DesignResources}) for. */
export interface FontStackDeps {
  /** The provider's answer for a family at the stack's weight and style. */
  list(request: FontRequest): Promise<Uint8Array | FontFiles | null>;
  /** The parsed font of one file (shared by every stack that holds the file). */
  parse(request: FontRequest, key: string, bytes: Uint8Array): Promise<LoadedFont>;
}

interface StackFile {
  key: string;
  ranges: UnicodeRanges | null;
  fallback: boolean;
  load: (() => Promise<Uint8Array | null>) | null;
  font: LoadedFont | null;
  pending: Promise<void> | null;
  failed: boolean;
}

interface StackFamily {
  family: string;
  fallback: boolean;
  files: StackFile[] | null;
  pending: Promise<void> | null;
}

const WORD_CACHE_LIMIT = 20_000;
/** Laid-out texts kept per stack: a few kB each (3 kB for 50 characters), so ~1.5 MB a font for such texts (print workers keep fonts for many jobs). */
const LAYOUT_CACHE_LIMIT = 500;
const EMPTY: readonly number[] = Object.freeze([]);
const singles = new WeakMap<LoadedFont, FontStack>();

/**
 * The font of a text: the files of its family (one file, or the subsets of a hosted family: latin,
 * latin-ext, cyrillic, vietnamese…) and then the shop's fallback families, each character taken from
 * the first file whose range holds it and that has its glyph, as a browser picks among `@font-face`
 * rules with `unicode-range` and then along `font-family`. Files are loaded only when a text needs
 * them ({@link prepare}): a Latin text never loads a fallback font. Line metrics are the first file's.
 */
export class FontStack {
  readonly request: FontRequest;
  /** The fallback families, in order (compared when the shop changes its chain). */
  readonly chain: readonly string[];
  readonly #families: StackFamily[];
  readonly #deps: FontStackDeps | null;
  readonly #faces = new Map<number, StackFile | null>();
  readonly #ascii: Array<StackFile | null | undefined> = new Array(128);
  readonly #words = new AdmittingCache<StackShaped>(WORD_CACHE_LIMIT);
  #layouts = new AdmittingCache<TextLayout>(LAYOUT_CACHE_LIMIT);

  private constructor(request: FontRequest, chain: readonly string[], families: StackFamily[], deps: FontStackDeps | null) {
    this.request = request;
    this.chain = chain;
    this.#families = families;
    this.#deps = deps;
  }

  /** A stack of one parsed font and nothing else (a font added directly, tests). */
  static of(font: LoadedFont): FontStack {
    let stack = singles.get(font);
    if (!stack) {
      const file: StackFile = { key: font.key, ranges: null, fallback: false, load: null, font, pending: null, failed: false };
      stack = new FontStack(font, [], [{ family: font.family, fallback: false, files: [file], pending: null }], null);
      singles.set(font, stack);
    }
    return stack;
  }

  /** The stack of `request` with `chain` after it, its first file loaded; `null` when the provider has no such family. */
  static async open(request: FontRequest, chain: readonly string[], deps: FontStackDeps): Promise<FontStack | null> {
    const own = toFiles(await deps.list(request), request, false);
    if (!own || own.length === 0) return null;
    const fallbacks = chain.filter((family) => family.toLowerCase() !== request.family.toLowerCase());
    const families: StackFamily[] = [
      { family: request.family, fallback: false, files: own, pending: null },
      ...fallbacks.map((family) => ({ family, fallback: true, files: null, pending: null })),
    ];
    const stack = new FontStack(request, chain, families, deps);
    await stack.#loadFile(own[0]!);
    if (!own[0]!.font) return null;
    return stack;
  }

  /** The first file: line metrics (ascent, descent) and the stack's units. */
  get primary(): LoadedFont {
    return this.#families[0]!.files![0]!.font!;
  }

  /** Whether `text` needs a file not loaded yet (synchronous: a designer's next frame usually needs none). */
  needsLoading(text: string): boolean {
    // Asked of every text on every design load (a quote, a designer frame): ASCII needs no normalizing.
    if (isAscii(text)) {
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (this.#ascii[code] === undefined && !isIgnorable(code) && this.#resolve(code) instanceof Promise) return true;
      }
      return false;
    }
    for (const char of text.normalize('NFC')) {
      const codePoint = char.codePointAt(0)!;
      if (!isIgnorable(codePoint) && this.#resolve(codePoint) instanceof Promise) return true;
    }
    return false;
  }

  /** Loads every file `text` (its NFC form, as laid out) needs: for each character, the files up to the first that has it. */
  async prepare(text: string): Promise<void> {
    const pending = new Set<number>();
    for (const char of text.normalize('NFC')) {
      const codePoint = char.codePointAt(0)!;
      if (!isIgnorable(codePoint)) pending.add(codePoint);
    }
    while (pending.size > 0) {
      const waits = new Set<Promise<void>>();
      for (const codePoint of pending) {
        const step = this.#resolve(codePoint);
        if (step instanceof Promise) waits.add(step);
        else pending.delete(codePoint);
      }
      await Promise.all(waits);
    }
  }

  /** The first loaded file that has `codePoint`, `null` when none has; a promise when a file before it must be loaded first. */
  #resolve(codePoint: number): StackFile | null | Promise<void> {
    const known = codePoint < 128 ? this.#ascii[codePoint] : this.#faces.get(codePoint);
    if (known !== undefined) return known;
    for (const family of this.#families) {
      if (!family.files) return (family.pending ??= this.#list(family));
      for (const file of family.files) {
        if (file.failed || (file.ranges && !inUnicodeRanges(file.ranges, codePoint))) continue;
        if (!file.font) return this.#loadFile(file);
        if (file.font.hasGlyph(codePoint)) return this.#remember(codePoint, file);
      }
    }
    return this.#remember(codePoint, null);
  }

  #remember(codePoint: number, file: StackFile | null): StackFile | null {
    if (codePoint < 128) this.#ascii[codePoint] = file;
    else this.#faces.set(codePoint, file);
    return file;
  }

  async #list(family: StackFamily): Promise<void> {
    const request = { ...this.request, family: family.family };
    family.files = toFiles(await this.#deps!.list(request).catch(() => null), request, true) ?? [];
    this.#loaded();
  }

  #loadFile(file: StackFile): Promise<void> {
    file.pending ??= (async () => {
      const family = this.#families.find((candidate) => candidate.files?.includes(file))!;
      const bytes = await file.load!();
      if (!bytes) {
        file.failed = true;
      } else {
        file.font = await this.#deps!.parse({ ...this.request, family: family.family }, file.key, bytes);
      }
      this.#loaded();
    })().catch((error: unknown) => {
      // The first file's errors (unreadable bytes) are the design's; a subset or fallback that cannot be read is skipped.
      file.failed = true;
      this.#loaded();
      if (file === this.#families[0]!.files![0]) throw error;
    });
    return file.pending;
  }

  /** A file came in (or failed): answers given without it may change. */
  #loaded(): void {
    this.#faces.clear();
    this.#ascii.fill(undefined);
    this.#layouts = new AdmittingCache<TextLayout>(LAYOUT_CACHE_LIMIT);
  }

  /** The loaded file with {@link LoadedFont.key} `key` (glyph runs name their file by it). */
  fontByKey(key: string): LoadedFont | undefined {
    for (const family of this.#families) {
      for (const file of family.files ?? []) if (file.font?.key === key) return file.font;
    }
    return undefined;
  }

  /** Whether `font` is one of the fallback families' files. */
  isFallback(font: LoadedFont): boolean {
    return this.#families.some((family) => family.fallback && family.files?.some((file) => file.font === font));
  }

  /** The text layout remembered under `key`, else the one `layout` makes (kept from its second use on). */
  rememberLayout(key: string, layout: () => TextLayout): TextLayout {
    return this.#layouts.get(key, layout);
  }

  /**
   * Shapes `text` (one word or space run): each grapheme cluster with the first file that has all its
   * characters (so a letter keeps its marks), runs of clusters of one file shaped together. Cached.
   */
  shape(text: string, letterSpacing: number): StackShaped {
    return this.#words.get(`${letterSpacing}\u0000${text}`, () => this.#shapeNow(text, letterSpacing));
  }

  #shapeNow(text: string, letterSpacing: number): StackShaped {
    const primary = this.primary;
    let single: LoadedFont | null = null;
    let uniform = true;
    let missing: number[] | null = null;
    let fallback: number[] | null = null;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (isIgnorable(codePoint)) continue;
      const file = this.#known(codePoint);
      if (!file) (missing ??= []).push(codePoint);
      else if (file.fallback) (fallback ??= []).push(codePoint);
      const font = file?.font ?? primary;
      if (single && single !== font) uniform = false;
      single = font;
    }
    const runs = uniform ? [{ font: single ?? primary, text }] : this.#runs(text);
    const pieces = runs.map((run) => ({ font: run.font, shaped: run.font.shape(run.text, letterSpacing) }));
    // Runs of a right-to-left script are each in visual order; so is their sequence.
    if (pieces.length > 1 && pieces.every((piece) => piece.shaped.direction === 'rtl')) pieces.reverse();
    let width = 0;
    for (const piece of pieces) width += piece.font === primary ? piece.shaped.width : piece.shaped.width * (primary.unitsPerEm / piece.font.unitsPerEm);
    return { pieces, width, missing: missing ?? EMPTY, fallback: fallback ?? EMPTY };
  }

  /** The file of `codePoint` among those loaded (a file not loaded yet is passed over, and the answer not kept). */
  #known(codePoint: number): StackFile | null {
    const step = this.#resolve(codePoint);
    if (!(step instanceof Promise)) return step;
    for (const family of this.#families) {
      for (const file of family.files ?? []) {
        if (file.font && (!file.ranges || inUnicodeRanges(file.ranges, codePoint)) && file.font.hasGlyph(codePoint)) return file;
      }
    }
    return null;
  }

  /** Splits `text` into runs of one font each, by grapheme cluster. */
  #runs(text: string): Array<{ font: LoadedFont; text: string }> {
    const runs: Array<{ font: LoadedFont; text: string }> = [];
    const add = (font: LoadedFont, part: string) => {
      const last = runs.at(-1);
      if (last && last.font === font) last.text += part;
      else runs.push({ font, text: part });
    };
    for (const cluster of graphemeClusters(text)) {
      const whole = this.#clusterFont(cluster);
      if (whole) {
        add(whole, cluster);
        continue;
      }
      // No file has the whole cluster: each character from its own file, joiners with the one before.
      let previous = this.primary;
      for (const char of cluster) {
        const codePoint = char.codePointAt(0)!;
        if (!isIgnorable(codePoint)) previous = this.#known(codePoint)?.font ?? this.primary;
        add(previous, char);
      }
    }
    return runs;
  }

  /** The first loaded file that has every character of `cluster`, or `null`. */
  #clusterFont(cluster: string): LoadedFont | null {
    const codePoints = [...cluster].map((char) => char.codePointAt(0)!).filter((codePoint) => !isIgnorable(codePoint));
    if (codePoints.length === 0) return this.primary;
    for (const family of this.#families) {
      for (const file of family.files ?? []) {
        const font = file.font;
        if (font && codePoints.every((codePoint) => (!file.ranges || inUnicodeRanges(file.ranges, codePoint)) && font.hasGlyph(codePoint))) return font;
      }
    }
    return null;
  }
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) >= 0x80) return false;
  return true;
}

/** The provider's answer as the stack's files: one whole file, or the files it lists. */
function toFiles(answer: Uint8Array | FontFiles | null, request: FontRequest, fallback: boolean): StackFile[] | null {
  if (!answer) return null;
  if (answer instanceof Uint8Array) {
    const key = `${request.family}/${request.weight}/${request.style}`;
    return [{ key, ranges: null, fallback, load: async () => answer, font: null, pending: null, failed: false }];
  }
  return answer.files.map((file) => ({ key: file.key, ranges: file.unicodeRange ?? null, fallback, load: file.load, font: null, pending: null, failed: false }));
}
