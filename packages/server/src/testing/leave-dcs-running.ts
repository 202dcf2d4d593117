// A child process for tests: starts `dcs start` the way a test does, prints its pid, and exits without
// stopping it, as a test worker that times out or ends early does.
import { startDcsServer } from './spawn-dcs.ts';

const [dataDir] = process.argv.slice(2) as [string];
const server = await startDcsServer({ DCS_DATA_DIR: dataDir });
process.stdout.write(`dcs pid ${server.child.pid}\n`);
process.exit(0);
