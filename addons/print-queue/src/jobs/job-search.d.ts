import { type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
/**
 * What a job's text search matches: product name and SKU, lower-cased here rather than by the engine
 * (SQLite's lower() folds ASCII only, PostgreSQL's follows the database locale), one line each so a
 * term never spans both.
 */
export declare function jobSearchText(productName: string, sku: string): string;
/**
 * The condition of a list search: text that is an order number (digits, optionally after `#`) matches
 * that order exactly, or the product name or SKU containing it as typed; any other text matches product
 * name or SKU containing it. Case-insensitive; `%`, `_` and `\` are literal.
 */
export declare function jobSearchCondition(eb: ExpressionBuilder<any, any>, search: string): Expression<SqlBool>;
