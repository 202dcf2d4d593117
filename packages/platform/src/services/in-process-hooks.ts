import type { ActionCallback, FilterCallback, HooksService } from './hooks-service.ts';

interface Registration {
  callback: (...args: any[]) => unknown;
  priority: number;
  order: number;
}

/**
 * In-process actions and filters. Each registration returns its own remover, so an addon that is
 * deactivated takes exactly its callbacks away and nobody else's. The host's hooks service, and the
 * one of the SDK's addon test host (`@dcs/addon-sdk/test-kit`), so addon tests run the same code.
 */
export function createHooksService(): HooksService {
  const actions = new Map<string, Registration[]>();
  const filters = new Map<string, Registration[]>();
  const fired = new Map<string, number>();
  let sequence = 0;

  function add(table: Map<string, Registration[]>, name: string, callback: Registration['callback'], priority: number) {
    const registration: Registration = { callback, priority, order: sequence++ };
    const list = [...(table.get(name) ?? []), registration].sort(
      (a, b) => a.priority - b.priority || a.order - b.order,
    );
    table.set(name, list);
    return () => {
      const current = table.get(name) ?? [];
      table.set(
        name,
        current.filter((r) => r !== registration),
      );
    };
  }

  return {
    addAction: (name: string, callback: ActionCallback, priority = 10) => add(actions, name, callback, priority),
    addFilter: <T>(name: string, callback: FilterCallback<T>, priority = 10) => add(filters, name, callback, priority),
    async doAction(name, ...args) {
      fired.set(name, (fired.get(name) ?? 0) + 1);
      // A snapshot: callbacks added or removed while the action runs take effect next time.
      for (const registration of [...(actions.get(name) ?? [])]) {
        await registration.callback(...args);
      }
    },
    async applyFilters<T>(name: string, value: T, ...args: unknown[]): Promise<T> {
      let current = value;
      for (const registration of [...(filters.get(name) ?? [])]) {
        current = (await registration.callback(current, ...args)) as T;
      }
      return current;
    },
    hasAction: (name) => (actions.get(name)?.length ?? 0) > 0,
    hasFilter: (name) => (filters.get(name)?.length ?? 0) > 0,
    didAction: (name) => fired.get(name) ?? 0,
  };
}
