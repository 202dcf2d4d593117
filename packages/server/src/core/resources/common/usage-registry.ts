import type { ResourceUse } from './crud-routes.ts';

/** Finds the records of one kind that use a record of another (cards using a color…). */
export type UsageFinder = (id: number) => Promise<ResourceUse[]>;

/**
 * Who uses what, across resources. A resource that holds references registers a finder for the kind
 * it references, so the referenced resource can refuse a delete (and list its users) without
 * knowing every resource that may point at it.
 */
export class UsageRegistry {
  readonly #finders = new Map<string, UsageFinder[]>();

  /** Registers a finder of the users of `kind` records. */
  add(kind: string, finder: UsageFinder): void {
    this.#finders.set(kind, [...(this.#finders.get(kind) ?? []), finder]);
  }

  async of(kind: string, id: number): Promise<ResourceUse[]> {
    const found = await Promise.all((this.#finders.get(kind) ?? []).map((finder) => finder(id)));
    return found.flat();
  }
}
