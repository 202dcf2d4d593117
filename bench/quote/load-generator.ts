// HTTP load over loopback, run in its own process so it does not share the server's event loop.
// Closed loop (no rate): `connections` keep-alive sockets, each sending the next POST as soon as the
// previous answer arrived, for `seconds` — this finds the throughput. Open loop (`rate` req/s): requests
// are sent on a fixed schedule over at most `connections` sockets, and each latency counts from the
// moment the request was due, so a slow answer also charges the requests queued behind it (no
// coordinated omission) — this gives the latency a client sees at that load.
// With a `marker`, every request replaces that text of the body by a word no request sent before (letters
// only, with a random prefix per process so no two runs share words): a new design per request, as a
// customer typing in the designer makes.
// Prints one JSON line: requests, errors, statuses, rps, p50/p90/p99/max (ms), and its own CPU time (µs).
// Usage (from quote-bench.ts): node load-generator.ts <url> <body-file> <cookie> <connections> <seconds> [rate, 0 = closed loop] [marker]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { newWord } from './bench-fixtures.ts';

const [url, bodyFile, cookie, connectionsArg, secondsArg, rateArg, marker] = process.argv.slice(2);
const rate = rateArg ? Number(rateArg) : 0;
const template = readFileSync(bodyFile!);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url!);
const baseHeaders = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };

const at = marker ? template.indexOf(marker) : -1;
if (marker && at < 0) throw new Error(`the body has no ${marker}`);
const [head, tail] = at < 0 ? [template, null] : [template.subarray(0, at), template.subarray(at + Buffer.byteLength(marker!))];
const prefix = [...randomBytes(4)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
let sent = 0;
/** The next body: the template, or the template with a new word in place of the marker. */
function nextBody(): Buffer {
  if (tail === null) return head;
  return Buffer.concat([head, Buffer.from(newWord(sent++, prefix)), tail]);
}

const latencies: number[] = [];
/** Open loop: how late each request left this process against its due time, ms (this process's own delay). */
const sendLags: number[] = [];
const statuses: Record<string, number> = {};
let errors = 0;

function once(due = performance.now()): Promise<void> {
  return new Promise((resolve) => {
    const started = due;
    const body = nextBody();
    const headers = { ...baseHeaders, 'content-length': String(body.length) };
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
if (rate > 0) {
  // Each of the `connections` senders takes the next due slot of the schedule, waits for its time,
  // sends, and measures from the due time.
  const interval = 1000 / rate;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        const due = started + next++ * interval;
        if (due >= deadline) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sendLags.push(performance.now() - due);
        await once(due);
      }
    }),
  );
} else {
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
}
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const quantile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / elapsed,
    p50: quantile(0.5),
    p90: quantile(0.9),
    p99: quantile(0.99),
    max: latencies.at(-1) ?? 0,
    sendLagP99: sendLags.sort((a, b) => a - b)[Math.floor(0.99 * sendLags.length)] ?? 0,
    sendLagMax: sendLags.at(-1) ?? 0,
    // This process's own CPU time, µs: what the load takes of the two cores the server shares.
    cpuUs: (({ user, system }) => user + system)(process.cpuUsage()),
  }),
);
