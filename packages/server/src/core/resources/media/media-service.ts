import { createError, isSvcError, type MediaItem, type MediaService } from '@dcs/platform';
import type { UsageRegistry } from '../common/usage-registry.ts';
import type { Media, MediaStore } from './media-store.ts';

/** What a {@link createMediaService} needs: the store the admin routes use, and who uses what. */
export interface MediaServiceDeps {
  media: MediaStore;
  usage: UsageRegistry;
}

function itemOf(media: Media): MediaItem {
  return {
    id: media.id,
    filename: media.filename,
    kind: media.kind,
    mimeType: media.mimeType,
    size: media.size,
    sha256: media.sha256,
    width: media.width,
    height: media.height,
    density: media.density,
    storageKey: media.storageKey,
    thumbnailKey: media.thumbnailKey,
  };
}

/**
 * `services.media`: a thin adapter over the admin media store, so a file an addon stores passes the
 * very checks of an admin upload (and appears in the admin's media library). `remove` refuses a file
 * something else still uses (`svc_resource_in_use` with `data.usedBy`), as a plain admin delete does:
 * an addon cannot take away a product's mockup or a clipart's file.
 */
export function createMediaService(deps: MediaServiceDeps): MediaService {
  const { media, usage } = deps;
  async function find(id: number): Promise<Media | null> {
    try {
      return await media.records.get(id);
    } catch (error) {
      if (isSvcError(error) && error.code === 'svc_resource_not_found') return null;
      throw error;
    }
  }
  return {
    async ingest(file, options = {}) {
      const { inspected: _inspected, ...stored } = await media.ingest(file, { title: options.title, types: options.types });
      return itemOf(stored);
    },
    async get(id) {
      const found = await find(id);
      return found && itemOf(found);
    },
    async read(id) {
      const found = await media.records.get(id);
      return media.buffer(found);
    },
    async remove(id) {
      await media.records.get(id);
      const usedBy = await usage.of('media', id);
      if (usedBy.length > 0) throw createError('svc_resource_in_use', { params: { resource: 'Media', id, count: usedBy.length }, data: { usedBy } });
      await media.remove(id);
    },
  };
}
