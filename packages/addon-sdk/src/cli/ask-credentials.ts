import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { CliIo } from './dcs-addon.ts';

/**
 * Admin credentials for `dcs-addon dev`: `DCS_ADMIN_EMAIL` and `DCS_ADMIN_PASSWORD`, or asked for on
 * the terminal (the password is not echoed). Null when neither is possible.
 */
export async function askCredentials(io: CliIo, env: NodeJS.ProcessEnv = process.env): Promise<{ email: string; password: string } | null> {
  if (env.DCS_ADMIN_EMAIL && env.DCS_ADMIN_PASSWORD) return { email: env.DCS_ADMIN_EMAIL, password: env.DCS_ADMIN_PASSWORD };
  if (!process.stdin.isTTY) return null;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const email = env.DCS_ADMIN_EMAIL || (await terminal.question('Admin email: ')).trim();
    process.stderr.write('Admin password: ');
    muted = true;
    const password = await terminal.question('');
    muted = false;
    io.err('');
    return { email, password };
  } finally {
    terminal.close();
  }
}
