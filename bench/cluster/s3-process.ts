// s3rver in a process of its own for bench/cluster: the bucket must not share an event loop (and a
// core's worth of stalls) with the client that measures the cluster. Prints its endpoint and the folder
// holding the objects, then serves until SIGTERM.
import { startS3TestServer } from '../../packages/server/src/testing/s3-test-server.ts';

const bucket = process.argv[2] ?? 'cluster';
const s3 = await startS3TestServer([bucket]);
console.log(`s3 ready ${JSON.stringify({ endpoint: s3.endpoint, storageUrl: s3.storageUrl(bucket, 'shop'), directory: s3.directory })}`);
process.once('SIGTERM', () => void s3.close().then(() => process.exit(0)));
