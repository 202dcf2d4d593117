import { sql } from 'kysely';
/**
 * What a job's text search matches: product name and SKU, lower-cased here rather than by the engine
 * (SQLite's lower() folds ASCII only, PostgreSQL's follows the database locale), one line each so a
 * term never spans both.
 */
export function jobSearchText(productName, sku) {
    return `${productName}\n${sku}`.toLowerCase();
}
/** An order number as an admin types it: digits, optionally after `#` (`1042`, `#1042`). */
const ORDER_ID = /^#?(\d{1,15})$/;
/**
 * The condition of a list search: text that is an order number (digits, optionally after `#`) matches
 * that order exactly, or the product name or SKU containing it as typed; any other text matches product
 * name or SKU containing it. Case-insensitive; `%`, `_` and `\` are literal.
 */
export function jobSearchCondition(eb, search) {
    const term = search.toLowerCase();
    const contains = sql `search_text like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
    const order = ORDER_ID.exec(search);
    return order ? eb.or([eb('order_id', '=', Number(order[1])), contains]) : contains;
}
