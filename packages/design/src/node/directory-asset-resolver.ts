import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { createError } from '@dcs/platform';
import { readImageInfo } from '../resources/image-size.ts';
import type { AssetResolver, ClipartAsset } from '../resources/resource-providers.ts';

/**
 * An {@link AssetResolver} over a directory: an image reference is a file path below `directory`
 * (PNG, JPEG, GIF, WebP); a clipart reference names a JSON file holding a {@link ClipartAsset}.
 * References that leave the directory or do not exist resolve to `null`.
 */
export function createDirectoryAssetResolver(directory: string): AssetResolver {
  const root = resolve(directory);
  const read = async (ref: string): Promise<Uint8Array | null> => {
    const path = resolve(root, ref);
    if (!path.startsWith(root + sep)) return null;
    try {
      const buffer = await readFile(path);
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    } catch {
      return null;
    }
  };
  return {
    async loadImage(ref) {
      const bytes = await read(ref);
      if (!bytes) return null;
      const info = readImageInfo(bytes);
      if (!info) throw createError('svc_design_asset_invalid', { params: { kind: 'image', ref, reason: 'not a PNG, JPEG, GIF or WebP file' } });
      return { ...info, bytes };
    },
    async loadClipart(ref) {
      const bytes = await read(ref);
      if (!bytes) return null;
      try {
        return JSON.parse(new TextDecoder().decode(bytes)) as ClipartAsset;
      } catch (error) {
        throw createError('svc_design_asset_invalid', { params: { kind: 'clipart', ref, reason: String(error) }, cause: error });
      }
    },
  };
}
