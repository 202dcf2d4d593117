import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { issueLicense } from '@dcs/addon-sdk';
import type { AddonManager } from './addon-manager.ts';

type Out = { log: (line: string) => void; error: (line: string) => void };

const ADDON_USAGE = 'Usage: dcs addon list | dcs addon activate <dir>... | dcs addon deactivate <dir>...';
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
  out.log(`Active addons: ${next.length > 0 ? next.join(', ') : 'none'}. A running server applies this at its next start.`);
  return 0;
}

/** `dcs license issue`: a signed, offline-verifiable license key (vendor side). */
export async function runLicenseCommand(args: string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'issue') {
    out.error(LICENSE_USAGE);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      key: { type: 'string' },
      'key-id': { type: 'string' },
      'license-id': { type: 'string' },
      product: { type: 'string', multiple: true },
      bundle: { type: 'boolean' },
      'updates-until': { type: 'string' },
      'expires-at': { type: 'string' },
      'issued-at': { type: 'string' },
      licensee: { type: 'string' },
    },
  });
  const products = values.product ?? [];
  if (!values.key || !values['key-id'] || !values['license-id'] || !values['updates-until'] || (products.length === 0) === !values.bundle) {
    out.error(LICENSE_USAGE);
    return 2;
  }
  const key = issueLicense({
    privateKey: await readFile(values.key, 'utf8'),
    keyId: values['key-id'],
    licenseId: values['license-id'],
    ...(values.bundle ? { bundle: true } : { products }),
    updatesUntil: values['updates-until'],
    ...(values['expires-at'] ? { expiresAt: values['expires-at'] } : {}),
    ...(values['issued-at'] ? { issuedAt: values['issued-at'] } : {}),
    ...(values.licensee ? { licensee: values.licensee } : {}),
  });
  out.log(key);
  return 0;
}
