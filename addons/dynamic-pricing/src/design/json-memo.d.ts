/** Values remembered by a JSON text, least recently used first out. */
export interface JsonMemo<T> {
    get(json: string): T | undefined;
    set(json: string, value: T): void;
    /** Characters of JSON held. */
    readonly chars: number;
}
/**
 * A memo keyed by whole JSON texts of several kB. Entries are found by the text's length, then
 * compared with `===`: a Map keyed by the text itself would compute the hash of all its characters
 * on every lookup, which cost half as much as serializing it, while two texts compare as fast as
 * memory does and differing ones mostly stop early. Holds at most `maxChars` characters of JSON; a
 * text above a tenth of that is not kept.
 */
export declare function createJsonMemo<T>(maxChars: number): JsonMemo<T>;
