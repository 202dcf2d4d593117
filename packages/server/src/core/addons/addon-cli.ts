import { runDcsAddon } from '@dcs/addon-sdk';
import type { AddonManager } from './addon-manager.ts';

type Out = { log: (line: string) => void; error: (line: string) => void };

const ADDON_USAGE = 'Usage: dcs addon list | dcs addon activate <dir>... | dcs addon deactivate <dir>...';
/** What `runDcsAddon` answers to a usage error. */
const DCS_ADDON_USAGE_ERROR = 64;

const LICENSE_USAGE =
  'Usage: dcs license issue --key <license-private.pem> --key-id <id> --license-id <id> (--product <slug>... | --bundle) --updates-until YYYY-MM-DD [--expires-at YYYY-MM-DD] [--issued-at YYYY-MM-DD] [--licensee name]';

/** `dcs addon list|activate|deactivate`: the saved active set, changed with the same all-or-nothing check. */
export async function runAddonCommand(manager: AddonManager, args: string[], out: Out): Promise<number> {
  const [sub, ...directories] = args;
  if (sub === 'list') {
    const { addons } = await manager.list();
    if (addons.length === 0) out.log('No addons are installed.');
    for (const a of addons) {
      const license = a.license.status === 'not_required' ? '' : `, license ${a.license.status}`;
      const failure = a.failure_reason ? ` (last failure: ${a.failure_reason})` : '';
      out.log(`${a.enabled ? '*' : ' '} ${a.directory}  ${a.installed_version}  ${a.channel}/${a.trust.status}${license}${failure}`);
    }
    return 0;
  }
  if ((sub !== 'activate' && sub !== 'deactivate') || directories.length === 0) {
    out.error(ADDON_USAGE);
    return 2;
  }
  const enabled = (await manager.list()).addons.filter((a) => a.enabled).map((a) => a.directory);
  const next = sub === 'activate' ? [...new Set([...enabled, ...directories])] : enabled.filter((d) => !directories.includes(d));
  await manager.setActive(next);
  out.log(`Active addons: ${next.length > 0 ? next.join(', ') : 'none'}. Running servers apply it within DCS_ADDON_SYNC_MS (default 5 s).`);
  return 0;
}

/**
 * `dcs license issue`: a signed, offline-verifiable license key (vendor side). The addon SDK's vendor
 * tool (`dcs-addon license-issue`) does the work; this command only speaks the `dcs` usage.
 */
export async function runLicenseCommand(args: string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'issue') {
    out.error(LICENSE_USAGE);
    return 2;
  }
  const errors: string[] = [];
  const code = await runDcsAddon(['license-issue', ...rest], { out: out.log, err: (line) => errors.push(line) });
  if (code === DCS_ADDON_USAGE_ERROR) {
    out.error(LICENSE_USAGE);
    return 2;
  }
  for (const line of errors) out.error(line);
  return code;
}
