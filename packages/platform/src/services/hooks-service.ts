/** An action callback; it may be async. */
export type ActionCallback = (...args: any[]) => unknown;
/** A filter callback: receives the value (and extra arguments) and returns the new value. */
export type FilterCallback<T = any> = (value: T, ...args: any[]) => T | Promise<T>;

/**
 * Actions and filters, as in WordPress. Callbacks run in ascending priority (default 10), in the
 * order they were added within one priority. An error thrown by a callback propagates to the caller
 * of `doAction`/`applyFilters`; the callbacks after it do not run.
 *
 * @example
 * const off = hooks.addAction('order.paid', async (order) => queue.enqueue('print.render', { order: order.id }));
 * off(); // removes it again
 */
export interface HooksService {
  addAction(name: string, callback: ActionCallback, priority?: number): () => void;
  doAction(name: string, ...args: unknown[]): Promise<void>;
  addFilter<T>(name: string, callback: FilterCallback<T>, priority?: number): () => void;
  applyFilters<T>(name: string, value: T, ...args: unknown[]): Promise<T>;
  hasAction(name: string): boolean;
  hasFilter(name: string): boolean;
  /** How many times the action has fired in this process. */
  didAction(name: string): number;
}
