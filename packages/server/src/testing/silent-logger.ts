import type { Logger } from '@dcs/platform';

/** A logger that drops every line; for tests that do not look at logs. */
export function createSilentLogger(): Logger {
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    child: () => logger,
  };
  return logger;
}

/** A logger that keeps its lines, for tests that assert on them. */
export function createMemoryLogger(): Logger & { lines: Array<{ level: string; obj: unknown; msg?: string }> } {
  const lines: Array<{ level: string; obj: unknown; msg?: string }> = [];
  const make = (bindings: Record<string, unknown>): Logger => {
    const write = (level: string) => (obj: object | string, msg?: string) =>
      lines.push({ level, obj: typeof obj === 'string' ? obj : { ...bindings, ...obj }, msg });
    return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), child: (b) => make({ ...bindings, ...b }) };
  };
  return Object.assign(make({}), { lines });
}
