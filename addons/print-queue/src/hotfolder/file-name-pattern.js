import { createError } from '@dcs/platform';
/** The tokens a file name pattern may use. */
export const FILE_NAME_TOKENS = ['order', 'item', 'job', 'product', 'side', 'qty'];
const LITERAL = /^[A-Za-z0-9._-]*$/;
const TOKEN = /\{([^{}]*)\}/g;
/**
 * Checks a pattern: only known tokens, literal text of `[A-Za-z0-9._-]`, `{job}` present (so two
 * jobs never get one name), no `..`, not starting with a dot (those are our `.part` files).
 *
 * @throws `svc_print_queue_settings_invalid` naming the problem.
 */
export function assertFileNamePattern(pattern) {
    const fail = (reason) => createError('svc_print_queue_settings_invalid', { params: { reason: `fileNamePattern: ${reason}` }, data: { field: 'fileNamePattern' } });
    for (const [, name] of pattern.matchAll(TOKEN)) {
        if (!FILE_NAME_TOKENS.includes(name))
            throw fail(`unknown token {${name}}; use ${FILE_NAME_TOKENS.map((t) => `{${t}}`).join(', ')}`);
    }
    const literal = pattern.replace(TOKEN, '');
    if (!LITERAL.test(literal))
        throw fail('only letters, digits, ".", "_" and "-" may appear outside the tokens');
    if (!pattern.includes('{job}'))
        throw fail('it must contain {job}, so that two jobs never share a file name');
    if (pattern.startsWith('.') || pattern.includes('..'))
        throw fail('it may not start with "." or contain ".."');
}
/** Makes any text a safe, ASCII, deterministic name part: accents dropped, other runs become "-". */
export function asciiSlug(text, maxLength = 40) {
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
export function expandFileNamePattern(pattern, values) {
    const name = pattern.replace(TOKEN, (_, token) => asciiSlug(String(values[token])));
    return name.replace(/\.{2,}/g, '.').slice(0, 180);
}
