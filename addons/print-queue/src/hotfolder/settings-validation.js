import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, stat, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { createError } from '@dcs/platform';
import { assertFileNamePattern } from './file-name-pattern.js';
const invalid = (field, reason) => createError('svc_print_queue_settings_invalid', { params: { reason: `${field}: ${reason}` }, data: { field } });
/** The hotfolder must be an existing, writable folder: checked by writing and removing a hidden probe. */
async function assertWritableDirectory(directory) {
    if (!isAbsolute(directory))
        throw invalid('directory', 'give an absolute path');
    try {
        if (!(await stat(directory)).isDirectory())
            throw invalid('directory', `${directory} is not a folder`);
        await access(directory, constants.W_OK);
        const probe = join(directory, `.dcs-probe-${randomBytes(6).toString('hex')}`);
        await writeFile(probe, '');
        await unlink(probe);
    }
    catch (error) {
        if (error.code?.startsWith('svc_'))
            throw error;
        throw invalid('directory', `${directory} does not exist or cannot be written (${error.code ?? error.message})`);
    }
}
/**
 * Checks settings before they are stored: the hotfolder (when delivery is on or a folder is given),
 * the file name pattern, and that the printing method's color converter can be built (a CMYK method
 * needs a stored CMYK output profile).
 *
 * @throws `svc_print_queue_settings_invalid`, `svc_print_queue_profile_missing` or `svc_print_profile_invalid`.
 */
export async function validatePrintQueueSettings(settings, converterFor) {
    if (settings.enabled && settings.directory === '')
        throw invalid('directory', 'delivery is enabled but no folder is set');
    if (settings.directory !== '')
        await assertWritableDirectory(settings.directory);
    assertFileNamePattern(settings.fileNamePattern);
    if (!Object.values(settings.deliver).some(Boolean))
        throw invalid('deliver', 'choose at least one file to deliver');
    await converterFor(settings.printingMethod);
}
