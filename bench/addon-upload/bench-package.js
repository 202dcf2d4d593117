// The benchmark package: about 20 MB archive (JavaScript-like text and incompressible images), signed.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packAddon, signAddonZip } from '@dcs/addon-sdk';
/** Text that compresses like minified JavaScript (about 3:1). */
export function scriptLike(bytes) {
    const words = ['function', 'return', 'const', 'this', 'await', 'export', 'import', 'if', 'else', '=>', '{', '}', '(', ')', ';'];
    const parts = [];
    let size = 0;
    while (size < bytes) {
        const word = Math.random() < 0.4 ? randomBytes(4).toString('base64url') : words[Math.floor(Math.random() * words.length)];
        parts.push(word);
        size += word.length + 1;
    }
    return Buffer.from(parts.join(' ').slice(0, bytes));
}
/** Writes the package sources into `dir/src`, packs and signs them; returns the ZIP path. */
export async function buildPackage(dir, privateKey) {
    const source = join(dir, 'src');
    await mkdir(join(source, 'dist/assets'), { recursive: true });
    await writeFile(join(source, 'addon.json'), JSON.stringify({
        slug: 'bench-addon', name: 'Benchmark', version: '1.0.0', description: 'Benchmark package', vendor: 'DCS',
        channel: 'official', tier: 'free', requiresServices: ['settings'], coreVersionRange: '>=0.1.0', entry: 'dist/index.js',
    }));
    await writeFile(join(source, 'dist/index.js'), scriptLike(2 * 1024 * 1024));
    for (let i = 0; i < 20; i++)
        await writeFile(join(source, `dist/chunk-${i}.js`), scriptLike(1024 * 1024));
    for (let i = 0; i < 24; i++)
        await writeFile(join(source, `dist/assets/image-${i}.png`), randomBytes(512 * 1024));
    const { outPath } = await packAddon(source, { outPath: join(dir, 'bench-addon.zip') });
    await signAddonZip(outPath, { privateKey, keyId: 'bench' });
    return outPath;
}
