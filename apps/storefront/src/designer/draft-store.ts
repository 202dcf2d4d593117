import type { DesignDocument } from '@dcs/design';

/** What the designer keeps in the browser between reloads. */
export interface Draft {
  document: DesignDocument;
  options: Record<string, string>;
  quantity: number;
  savedDesignId: number | null;
  savedAt: number;
}

/**
 * The draft of one product in `localStorage`, written on every change so a reload, a crash or a lost
 * connection loses nothing. Storage may be full or disabled (private mode): then nothing is kept and
 * the designer still works.
 */
export class DraftStore {
  readonly #key: string;

  constructor(productId: number) {
    this.#key = `dcs-designer:draft:${productId}`;
  }

  read(): Draft | null {
    try {
      const text = localStorage.getItem(this.#key);
      const draft = text ? (JSON.parse(text) as Draft) : null;
      return draft && typeof draft === 'object' && draft.document ? draft : null;
    } catch {
      return null;
    }
  }

  write(draft: Omit<Draft, 'savedAt'>): boolean {
    try {
      localStorage.setItem(this.#key, JSON.stringify({ ...draft, savedAt: Date.now() }));
      return true;
    } catch {
      return false;
    }
  }

  clear(): void {
    try {
      localStorage.removeItem(this.#key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  }
}
