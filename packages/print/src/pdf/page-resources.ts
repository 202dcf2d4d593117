import { name, pdfNumber, type PdfDict, type PdfRef, type PdfValue } from './pdf-objects.ts';

/** The resources one page or form uses, under short names (`F1`, `GS1`, `X1`, `P1`, `CS1`). */
export class PageResources {
  readonly #fonts = new Map<string, PdfRef>();
  readonly #states = new Map<string, { name: string; dict: PdfDict }>();
  readonly #xobjects = new Map<PdfRef, string>();
  readonly #colorSpaces = new Map<string, PdfValue>();
  readonly #patterns = new Map<PdfRef, string>();
  /** Whether anything on the page is transparent (then the page gets a transparency group). */
  transparent = false;

  font(resourceName: string, ref: PdfRef): string {
    this.#fonts.set(resourceName, ref);
    return resourceName;
  }

  /** A graphics state with fill and stroke opacity. */
  opacity(value: number): string {
    const key = pdfNumber(value, 3);
    let state = this.#states.get(key);
    if (!state) {
      state = { name: `GS${this.#states.size + 1}`, dict: { Type: name('ExtGState'), ca: Number(key), CA: Number(key) } };
      this.#states.set(key, state);
    }
    this.transparent = true;
    return state.name;
  }

  /**
   * A graphics state with the given entries (separate fill and stroke opacity, a soft mask). `key`
   * identifies equal states, which then share one name.
   */
  state(key: string, dict: PdfDict): string {
    let state = this.#states.get(key);
    if (!state) {
      state = { name: `GS${this.#states.size + 1}`, dict: { Type: name('ExtGState'), ...dict } };
      this.#states.set(key, state);
    }
    this.transparent = true;
    return state.name;
  }

  pattern(ref: PdfRef): string {
    let resourceName = this.#patterns.get(ref);
    if (!resourceName) {
      resourceName = `P${this.#patterns.size + 1}`;
      this.#patterns.set(ref, resourceName);
    }
    return resourceName;
  }

  xobject(ref: PdfRef): string {
    let resourceName = this.#xobjects.get(ref);
    if (!resourceName) {
      resourceName = `X${this.#xobjects.size + 1}`;
      this.#xobjects.set(ref, resourceName);
    }
    return resourceName;
  }

  colorSpace(resourceName: string, value: PdfValue): string {
    this.#colorSpaces.set(resourceName, value);
    return resourceName;
  }

  toDict(): PdfDict {
    const dict: PdfDict = {};
    if (this.#fonts.size > 0) dict.Font = Object.fromEntries(this.#fonts);
    if (this.#states.size > 0) dict.ExtGState = Object.fromEntries([...this.#states.values()].map((state) => [state.name, state.dict]));
    if (this.#xobjects.size > 0) dict.XObject = Object.fromEntries([...this.#xobjects].map(([ref, resourceName]) => [resourceName, ref]));
    if (this.#patterns.size > 0) dict.Pattern = Object.fromEntries([...this.#patterns].map(([ref, resourceName]) => [resourceName, ref]));
    if (this.#colorSpaces.size > 0) dict.ColorSpace = Object.fromEntries(this.#colorSpaces);
    return dict;
  }
}
