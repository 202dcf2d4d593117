import type { PrintJobRecord } from '../jobs/print-job-store.ts';
/** A job as the routes answer it (storage keys and the design document stay inside). */
export declare function printJobJson(job: PrintJobRecord): {
    id: number;
    number: string;
    state: "completed" | "delivered" | "failed" | "held" | "processing" | "queued";
    holdReason: import("../jobs/print-job-state.ts").HoldReason | null;
    holdNote: string | null;
    order: {
        id: number;
    };
    item: {
        id: number;
    };
    product: {
        id: number;
        name: string;
        sku: string;
    };
    quantity: number;
    printingMethod: {
        requested: string | null;
        used: string | null;
    };
    attempts: number;
    round: number;
    forced: boolean;
    error: {
        code: string;
        message: string;
    } | null;
    preflight: unknown;
    files: {
        [k: string]: {
            name: string;
            mediaType: string;
            size: number;
            sha256: string;
        };
    };
    delivery: {
        files: ("artifact" | "barcode" | "jdf" | "jobSheet" | "ticket")[];
        delivered: string[];
        directory: string | null;
        error: string | null;
        failedAttempts: number;
        deliveredAt: string | null;
    };
    processedBy: string | null;
    createdAt: string | null;
    updatedAt: string | null;
    completedAt: string | null;
};
