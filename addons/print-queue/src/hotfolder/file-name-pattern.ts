import { createError } from '@dcs/platform';

/** The tokens a file name pattern may use, besides `{option:<name>}` (the value chosen for that option). */
export const FILE_NAME_TOKENS = ['order', 'item', 'job', 'product', 'side', 'qty', 'pieces', 'media'] as const;

/** An option's value: `{option:paper}` → `soft-touch-400`. */
const OPTION_TOKEN = /^option:([A-Za-z0-9_-]{1,64})$/;

/** Values of the tokens for one job; `options` by option name (a missing one expands to `x`). */
export type FileNameValues = Record<(typeof FILE_NAME_TOKENS)[number], string | number> & { options?: Readonly<Record<string, string>> };

const LITERAL = /^[A-Za-z0-9._-]*$/;
const TOKEN = /\{([^{}]*)\}/g;

/**
 * Checks a pattern: only known tokens, literal text of `[A-Za-z0-9._-]`, `{job}` present (so two
 * jobs never get one name), no `..`, not starting with a dot (those are our `.part` files).
 *
 * @throws `svc_print_queue_settings_invalid` naming the problem.
 */
export function assertFileNamePattern(pattern: string): void {
  const fail = (reason: string) => createError('svc_print_queue_settings_invalid', { params: { reason: `file_name_pattern: ${reason}` }, data: { field: 'file_name_pattern' } });
  for (const [, name] of pattern.matchAll(TOKEN)) {
    if (!(FILE_NAME_TOKENS as readonly string[]).includes(name!) && !OPTION_TOKEN.test(name!)) {
      throw fail(`unknown token {${name}}; use ${FILE_NAME_TOKENS.map((t) => `{${t}}`).join(', ')} or {option:<option name>}`);
    }
  }
  const literal = pattern.replace(TOKEN, '');
  if (!LITERAL.test(literal)) throw fail('only letters, digits, ".", "_" and "-" may appear outside the tokens');
  if (!pattern.includes('{job}')) throw fail('it must contain {job}, so that two jobs never share a file name');
  if (pattern.startsWith('.') || pattern.includes('..')) throw fail('it may not start with "." or contain ".."');
}

/** Makes any text a safe, ASCII, deterministic name part: accents dropped, other runs become "-". */
export function asciiSlug(text: string, maxLength = 40): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'x';
}

/**
 * The base file name of a job: tokens replaced by slugged values, so no value can bring a separator,
 * a dot run or a non-ASCII character. The extension and role suffix are added by the caller.
 */
export function expandFileNamePattern(pattern: string, values: FileNameValues): string {
  const name = pattern.replace(TOKEN, (_, token: string) => {
    const option = OPTION_TOKEN.exec(token);
    const value = option ? values.options?.[option[1]!] : values[token as (typeof FILE_NAME_TOKENS)[number]];
    return asciiSlug(String(value ?? ''));
  });
  return name.replace(/\.{2,}/g, '.').slice(0, 180);
}
