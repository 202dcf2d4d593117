/** The tokens a file name pattern may use. */
export declare const FILE_NAME_TOKENS: readonly ['order', 'item', 'job', 'product', 'side', 'qty'];
/** Values of the tokens for one job. */
export type FileNameValues = Record<(typeof FILE_NAME_TOKENS)[number], string | number>;
/**
 * Checks a pattern: only known tokens, literal text of `[A-Za-z0-9._-]`, `{job}` present (so two
 * jobs never get one name), no `..`, not starting with a dot (those are our `.part` files).
 *
 * @throws `svc_print_queue_settings_invalid` naming the problem.
 */
export declare function assertFileNamePattern(pattern: string): void;
/** Makes any text a safe, ASCII, deterministic name part: accents dropped, other runs become "-". */
export declare function asciiSlug(text: string, maxLength?: number): string;
/**
 * The base file name of a job: tokens replaced by slugged values, so no value can bring a separator,
 * a dot run or a non-ASCII character. The extension and role suffix are added by the caller.
 */
export declare function expandFileNamePattern(pattern: string, values: FileNameValues): string;
