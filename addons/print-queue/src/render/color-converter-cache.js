import { createError } from '@dcs/platform';
/**
 * One color converter per printing configuration, kept for the life of the worker: building one
 * samples the ICC profile into a lookup table, which costs far more than a job's colors. The key
 * holds the profile's SHA-256, so a replaced profile gets a new converter. `@dcs/print` loads with the
 * first converter (a render, or a settings check), not with the addon.
 */
export function createColorConverterCache(deps) {
    const converters = new Map();
    const maxEntries = deps.maxEntries ?? 4;
    return async function converterFor(method) {
        if (method.colorMode === 'rgb')
            return cached('rgb', async () => (await import('@dcs/print')).createRgbColorConverter());
        const key = method.iccProfileKey;
        const stored = key === null ? null : await deps.storage.stat(key);
        if (key === null || stored === null) {
            const reason = key === null ? 'no output profile is set' : `its output profile "${key}" is not in storage`;
            throw createError('svc_print_queue_profile_missing', { params: { reason }, data: { key } });
        }
        const id = ['cmyk', stored.sha256, method.intent, method.blackPointCompensation, method.outputCondition].join('|');
        return cached(id, async () => (await import('@dcs/print')).createCmykColorConverter({
            profile: new Uint8Array(await deps.storage.getBuffer(key)),
            intent: method.intent,
            blackPointCompensation: method.blackPointCompensation,
            identifier: method.outputCondition,
        }));
    };
    function cached(id, make) {
        let converter = converters.get(id);
        if (!converter) {
            converter = make();
            converter.catch(() => converters.delete(id));
            converters.set(id, converter);
            if (converters.size > maxEntries)
                converters.delete(converters.keys().next().value);
        }
        return converter;
    }
}
