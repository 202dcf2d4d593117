/**
 * JSON with object keys sorted at every level, so two equal documents always give the same bytes
 * (and the same hash) whatever order their keys arrived in. Written with plain loops: every quote
 * signs its claims with it.
 */
export function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value)) {
        let out = '[';
        for (let index = 0; index < value.length; index++)
            out += (index === 0 ? '' : ',') + canonicalJson(value[index]);
        return `${out}]`;
    }
    const record = value;
    let out = '{';
    for (const key of Object.keys(record).sort()) {
        const field = record[key];
        if (field === undefined)
            continue;
        out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(field)}`;
    }
    return `${out}}`;
}
