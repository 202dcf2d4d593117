import { deliverToHotfolder } from '../hotfolder/hotfolder-writer.js';
import { jobNumber } from '../jobs/print-job-state.js';
import { FILE_DELIVERED_ACTION } from './queue-names.js';
/** The ticket is the trigger file a RIP watches for, so it goes last. */
const DELIVERY_ORDER = ['artifact', 'jobSheet', 'barcode', 'jdf', 'ticket'];
/**
 * The queue handler that puts a completed job's files into the hotfolder. Each file delivered is
 * recorded on the job at once, so an attempt that takes over after a crash skips it; a file the dead
 * attempt published without recording it is found by name and SHA-256. An unavailable folder throws a
 * transient error: the queue retries with backoff while the job stays `completed` with its
 * `delivery.error`. After each file it logs the step and fires `print_queue.file_delivered`.
 */
export function createDeliveryProcessor(deps) {
    return async function deliverPrintJob({ job, signal, heartbeat }) {
        const record = await deps.store.get(job.payload.jobId);
        if (!record || record.state !== 'completed' || record.round !== job.payload.round || !record.files)
            return { skipped: 'not awaiting delivery' };
        const settings = await deps.settings.get();
        if (!settings.enabled)
            return { skipped: 'hotfolder disabled' };
        const directory = settings.directory;
        const delivered = new Set(record.delivery?.directory === directory ? record.delivery.delivered : []);
        const kinds = DELIVERY_ORDER.filter((kind) => record.deliver.includes(kind) && record.files[kind]);
        const files = kinds.map((kind) => {
            const file = record.files[kind];
            return { kind, name: file.name, sha256: file.sha256, open: () => deps.storage.get(file.key) };
        });
        const fileDelivered = async (name) => {
            const file = files.find((f) => f.name === name);
            const event = {
                jobId: record.id, number: jobNumber(record.id), orderId: record.orderId, itemId: record.itemId, round: record.round,
                kind: file.kind, name, directory, sha256: file.sha256,
            };
            deps.logger.debug(event, 'print job file delivered');
            // The file is in the hotfolder whatever a listener does: its error is logged, the delivery goes on.
            await deps.hooks.doAction(FILE_DELIVERED_ACTION, event).catch((error) => deps.logger.warn({ jobId: record.id, name, error: error.message }, `${FILE_DELIVERED_ACTION} listener failed`));
        };
        let finished;
        try {
            finished = await deliverToHotfolder({
                directory,
                files,
                delivered,
                signal,
                // A job held meanwhile publishes nothing more, above all not the ticket (the trigger, last).
                proceed: async () => (await deps.store.stateOf(record.id)) === 'completed',
                onDelivered: async (name) => {
                    delivered.add(name);
                    await deps.store.recordDelivery(record.id, { directory, delivered: [...delivered] });
                    await heartbeat();
                    await fileDelivered(name);
                },
            });
        }
        catch (error) {
            await deps.store.recordDeliveryError(record.id, error.message);
            throw error;
        }
        if (!finished)
            return { skipped: 'held during delivery', files: [...delivered] };
        await deps.store.markDelivered(record.id, { directory, delivered: [...delivered] });
        return { delivered: record.id, files: [...delivered] };
    };
}
