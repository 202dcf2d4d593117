import { type AddonTestKit } from '@dcs/server/addon-testing';
import { startDcs } from '../../packages/server/src/testing/spawn-dcs.ts';
import type { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';
import { type TestDatabase } from '../../packages/server/src/testing/test-databases.ts';
/** A running benchmark system. */
export interface BenchSystem {
    kit: AddonTestKit;
    admin: HttpTestClient;
    database: TestDatabase;
    hotfolder: string;
    /** The reference design with its photo and clipart as shop assets. */
    design: Record<string, unknown>;
    /** Starts a `dcs` process on the same data directory and database. */
    spawn(args: string[], env?: Record<string, string>, ready?: RegExp): ReturnType<typeof startDcs>;
    close(): Promise<void>;
}
export declare function startBenchSystem(options?: {
    postgres?: boolean;
}): Promise<BenchSystem>;
