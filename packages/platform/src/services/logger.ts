/** Structured logging; the shape of pino's logger, which the standalone host uses. */
export interface Logger {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  /** A logger whose lines carry `bindings` (for example `{ addon: 'print-queue' }`). */
  child(bindings: Record<string, unknown>): Logger;
}
