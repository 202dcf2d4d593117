// Closed-loop HTTP load over loopback, run in its own process so it does not share the server's event
// loop: `connections` keep-alive sockets, each sending the next POST as soon as the previous answer
// arrived, for `seconds`. Prints one JSON line: requests, errors, statuses, rps, p50/p90/p99/max (ms).
// Usage (from quote-bench.ts): node load-generator.ts <url> <body-file> <cookie> <connections> <seconds>
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const [url, bodyFile, cookie, connectionsArg, secondsArg] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url!);
const headers = { 'content-type': 'application/json', 'content-length': String(body.length), ...(cookie ? { cookie } : {}) };

const latencies: number[] = [];
const statuses: Record<string, number> = {};
let errors = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - started);
        statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
        resolve();
      });
    });
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end(body);
  });
}

const deadline = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await once();
  }),
);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
  }),
);
