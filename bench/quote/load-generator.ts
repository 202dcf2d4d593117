// HTTP load over loopback, run in its own process so it does not share the server's event loop.
// Closed loop (no rate): `connections` keep-alive sockets, each sending the next POST as soon as the
// previous answer arrived, for `seconds` — this finds the throughput. Open loop (`rate` req/s): requests
// are sent on a fixed schedule over at most `connections` sockets, and each latency counts from the
// moment the request was due, so a slow answer also charges the requests queued behind it (no
// coordinated omission) — this gives the latency a client sees at that load.
// With a `marker`, every request replaces that text of the body by a word no request sent before (letters
// only, with a random prefix per process so no two runs share words): a new design per request, as a
// customer typing in the designer makes.
// The requests go over plain keep-alive sockets, one request at a time on each, read back by their
// Content-Length: on a 2-core machine every µs the generator spends is taken from the server it measures,
// and this costs 37–41 µs of CPU per request against node:http's 80 and undici's Pool's 102–108 (the same
// 5.8 kB POST to a bare node:http server, measured side by side).
// Prints one JSON line: requests, errors, statuses, rps, p50/p90/p99/max (ms), open loop how late it sent
// (p99, max), and its own CPU time (µs).
// Usage (from quote-bench.ts): node load-generator.ts <url> <body-file> <cookie> <connections> <seconds> [rate, 0 = closed loop] [marker]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { newWord } from './new-word.ts';

const [url, bodyFile, cookie, connectionsArg, secondsArg, rateArg, marker] = process.argv.slice(2);
const rate = rateArg ? Number(rateArg) : 0;
const template = readFileSync(bodyFile!);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
const target = new URL(url!);

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

const requestHead = (length: number) =>
  Buffer.from(
    `POST ${target.pathname} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-type: application/json\r\n${cookie ? `cookie: ${cookie}\r\n` : ''}content-length: ${length}\r\n\r\n`,
    'latin1',
  );

/** One keep-alive connection: `send` resolves with the status once the whole answer (by its Content-Length) is read. */
function connection(): { send: (body: Buffer) => Promise<number>; socket: Socket } {
  const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;
  let buffered: Buffer | null = null;
  const fail = (error: Error) => {
    const current = waiting;
    waiting = null;
    current?.reject(error);
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered ? Buffer.concat([buffered, chunk]) : chunk;
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return;
    const headText = buffered.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(headText);
    if (!length) return fail(new Error('an answer without Content-Length'));
    const total = end + 4 + Number(length[1]);
    if (buffered.length < total) return;
    if (buffered.length > total) return fail(new Error('more bytes than one answer'));
    buffered = null;
    const current = waiting;
    waiting = null;
    current?.resolve(Number(headText.slice(9, 12)));
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed the connection')));
  return {
    socket,
    send: (body) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(Buffer.concat([requestHead(body.length), body]));
      }),
  };
}

const latencies: number[] = [];
/** Open loop: how late each request left this process against its due time, ms (this process's own delay). */
const sendLags: number[] = [];
const statuses: Record<string, number> = {};
let errors = 0;

async function once(link: ReturnType<typeof connection>, due = performance.now()): Promise<void> {
  try {
    const status = await link.send(nextBody());
    latencies.push(performance.now() - due);
    statuses[status] = (statuses[status] ?? 0) + 1;
  } catch {
    errors += 1;
  }
}

// The clock starts once every connection has been answered once (not counted), one after the other: a
// Node server kept busy by its first connections takes up the others one per round of its event loop, so
// with 100 opened at once the last first answers came 1.5–4 s late, here and from a bare node:http server
// alike; that is connection setup under overload, not the latency of a request on an open connection.
// One at a time, the warm-up does not block the server's event loop either (which the server's figures
// of the run would count).
const links = Array.from({ length: connections }, connection);
for (const link of links) await link.send(nextBody());
const deadline = performance.now() + seconds * 1000;
const started = performance.now();
if (rate > 0) {
  // Each of the `connections` senders takes the next due slot of the schedule, waits for its time,
  // sends, and measures from the due time.
  const interval = 1000 / rate;
  let next = 0;
  await Promise.all(
    links.map(async (link) => {
      for (;;) {
        const due = started + next++ * interval;
        if (due >= deadline) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sendLags.push(performance.now() - due);
        await once(link, due);
      }
    }),
  );
} else {
  await Promise.all(
    links.map(async (link) => {
      while (performance.now() < deadline) await once(link);
    }),
  );
}
const elapsed = (performance.now() - started) / 1000;
for (const link of links) link.socket.destroy();
latencies.sort((a, b) => a - b);
sendLags.sort((a, b) => a - b);
const quantile = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    statuses,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p90: quantile(latencies, 0.9),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    sendLagP99: quantile(sendLags, 0.99),
    sendLagMax: sendLags.at(-1) ?? 0,
    // This process's own CPU time, µs: what the load takes of the two cores the server shares.
    cpuUs: (({ user, system }) => user + system)(process.cpuUsage()),
  }),
);
