import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PermanentJobError, createError } from '@dcs/platform';
async function sha256OfFile(path) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path))
        hash.update(chunk);
    return hash.digest('hex');
}
async function existingHash(path) {
    try {
        if (!(await stat(path)).isFile())
            return 'not-a-file';
        return await sha256OfFile(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
}
/** Writes `source` into a hidden `.part` file beside its final name and flushes it to disk. */
async function writePart(directory, file) {
    const part = join(directory, `.${file.name}.${randomBytes(6).toString('hex')}.part`);
    const handle = await open(part, 'wx', 0o644);
    const hash = createHash('sha256');
    try {
        for await (const chunk of await file.open()) {
            hash.update(chunk);
            await handle.write(chunk);
        }
        await handle.sync();
    }
    finally {
        await handle.close();
    }
    if (hash.digest('hex') !== file.sha256) {
        await unlink(part).catch(() => undefined);
        throw new Error(`the stored ${file.name} no longer matches its SHA-256`);
    }
    return part;
}
/**
 * Moves a finished `.part` file to its name without ever replacing a file: a hard link fails when the
 * name exists, where a rename would overwrite. Filesystems without hard links (some network shares)
 * fall back to a rename after a check.
 */
async function publish(part, target) {
    try {
        await link(part, target);
        await unlink(part);
        return 'placed';
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST')
            return 'exists';
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV')
            throw error;
    }
    if ((await existingHash(target)) !== null)
        return 'exists';
    await rename(part, target);
    return 'placed';
}
async function syncDirectory(directory) {
    const handle = await open(directory, 'r');
    try {
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/**
 * Delivers a job's files atomically and at most once each: every file is written as a hidden `.part`
 * file in the hotfolder, fsynced and published under its name (never over another file), the folder
 * is fsynced, then the name is recorded. A file already there with the same SHA-256 counts as
 * delivered (an earlier attempt died after publishing it); one with other content belongs to
 * someone else and stops the delivery for good. The trigger file is the last in `files`.
 * Answers false when `proceed` stopped it (the file written but not published is removed).
 *
 * @throws `svc_print_queue_hotfolder_unavailable` (retry later) when the folder cannot be written.
 */
export async function deliverToHotfolder(options) {
    const { directory } = options;
    for (const file of options.files) {
        if (options.delivered.has(file.name))
            continue;
        options.signal?.throwIfAborted();
        const target = join(directory, file.name);
        try {
            let hash = await existingHash(target);
            if (hash === null) {
                const part = await writePart(directory, file);
                if (options.proceed && !(await options.proceed())) {
                    await unlink(part).catch(() => undefined);
                    return false;
                }
                if ((await publish(part, target)) === 'exists') {
                    await unlink(part).catch(() => undefined);
                    hash = await existingHash(target);
                }
                else {
                    await syncDirectory(directory);
                    hash = file.sha256;
                }
            }
            if (hash !== file.sha256) {
                throw new PermanentJobError('svc_print_queue_hotfolder_conflict', createError('svc_print_queue_hotfolder_conflict', { params: { file: file.name } }).message);
            }
        }
        catch (error) {
            if (error instanceof PermanentJobError || error.name === 'AbortError')
                throw error;
            throw createError('svc_print_queue_hotfolder_unavailable', { params: { directory, reason: error.message }, cause: error });
        }
        await options.onDelivered(file.name);
    }
    return true;
}
