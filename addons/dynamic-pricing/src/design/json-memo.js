/** Texts of one length kept at most; more of them push out the oldest (each lookup compares them all). */
const PER_LENGTH = 8;
/**
 * A memo keyed by whole JSON texts of several kB. Entries are found by the text's length, then
 * compared with `===`: a Map keyed by the text itself would compute the hash of all its characters
 * on every lookup, which cost half as much as serializing it, while two texts compare as fast as
 * memory does and differing ones mostly stop early. Holds at most `maxChars` characters of JSON; a
 * text above a tenth of that is not kept.
 */
export function createJsonMemo(maxChars) {
    // Each bucket holds the texts of one length, least recently used first, like `recency` for all.
    const byLength = new Map();
    const recency = new Set();
    let chars = 0;
    function find(json) {
        const bucket = byLength.get(json.length);
        return bucket?.find((entry) => entry.json === json);
    }
    function remove(entry) {
        recency.delete(entry);
        const bucket = byLength.get(entry.json.length);
        bucket.splice(bucket.indexOf(entry), 1);
        if (bucket.length === 0)
            byLength.delete(entry.json.length);
        chars -= entry.json.length;
    }
    function add(entry) {
        const bucket = byLength.get(entry.json.length);
        if (bucket)
            bucket.push(entry);
        else
            byLength.set(entry.json.length, [entry]);
        recency.add(entry);
        chars += entry.json.length;
    }
    return {
        get(json) {
            const entry = find(json);
            if (!entry)
                return undefined;
            remove(entry);
            add(entry);
            return entry.value;
        },
        set(json, value) {
            if (json.length > maxChars / 10)
                return;
            const same = find(json);
            if (same)
                remove(same);
            const bucket = byLength.get(json.length);
            if (bucket && bucket.length >= PER_LENGTH)
                remove(bucket[0]);
            add({ json, value });
            for (const oldest of recency) {
                if (chars <= maxChars)
                    break;
                remove(oldest);
            }
        },
        get chars() {
            return chars;
        },
    };
}
