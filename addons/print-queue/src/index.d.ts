/**
 * Print queue: a print job per designed order item when the order is paid, rendered on the facade
 * queue by any worker process (print PDF, job sheet, barcode, JSON/JDF ticket, stored with SHA-256),
 * delivered atomically into a hotfolder, and managed over `svc/v1/print-queue` (docs/print-queue.md).
 */
declare const _default: import("@dcs/addon-sdk/addon").AddonDefinition<"assets" | "auth" | "clock" | "database" | "hooks" | "logger" | "printing" | "queue" | "routes" | "settings" | "storage">;
export default _default;
