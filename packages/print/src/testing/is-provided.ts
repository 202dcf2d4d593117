import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Whether `provides` (an absolute path or a command on PATH) exists. */
export function isProvided(provides: string): boolean {
  if (isAbsolute(provides)) return existsSync(provides);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, provides)));
}
