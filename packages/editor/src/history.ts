import type { DesignDocument } from '@dcs/design';

interface Entry {
  document: DesignDocument;
  /** Label of the command that left this state (for a screen reader's "Undo move"). */
  label: string;
  /** Consecutive commands with the same key merge into one step (typing, a slider being dragged). */
  coalesceKey: string | null;
}

/**
 * Undo/redo over whole documents. Documents are immutable and share unchanged parts, so a step
 * costs the changed path only; a hundred steps of a 30-element design stay small.
 */
export class History {
  readonly #past: Entry[] = [];
  readonly #future: Entry[] = [];
  readonly #limit: number;

  constructor(limit = 200) {
    this.#limit = limit;
  }

  /** Records `previous` as the state before the command `label`. */
  push(previous: DesignDocument, label: string, coalesceKey: string | null): void {
    const last = this.#past.at(-1);
    this.#future.length = 0;
    if (coalesceKey !== null && last?.coalesceKey === coalesceKey) return;
    this.#past.push({ document: previous, label, coalesceKey });
    if (this.#past.length > this.#limit) this.#past.shift();
  }

  /** Ends coalescing: the next command starts a new step even with the same key. */
  seal(): void {
    const last = this.#past.at(-1);
    if (last) last.coalesceKey = null;
  }

  undo(current: DesignDocument): DesignDocument | null {
    const entry = this.#past.pop();
    if (!entry) return null;
    this.#future.push({ document: current, label: entry.label, coalesceKey: null });
    return entry.document;
  }

  redo(current: DesignDocument): DesignDocument | null {
    const entry = this.#future.pop();
    if (!entry) return null;
    this.#past.push({ document: current, label: entry.label, coalesceKey: null });
    return entry.document;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** Label of the step `undo` would revert. */
  get undoLabel(): string | null {
    return this.#past.at(-1)?.label ?? null;
  }

  clear(): void {
    this.#past.length = 0;
    this.#future.length = 0;
  }
}
