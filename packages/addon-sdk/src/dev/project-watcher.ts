import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Options of {@link watchProject}. */
export interface ProjectWatcherOptions {
  /** Called once per burst of changes (after `debounceMs` of quiet), with the paths that changed, relative to the folder. */
  onChange: (changed: string[]) => void;
  /** Relative paths (with `/`) left out: their changes are not source changes. */
  ignored?: (path: string) => boolean;
  /** Quiet time after the last event before the folder is compared again, ms; default 150. */
  debounceMs?: number;
  /**
   * How often the whole folder is compared again even without an event, ms; default 2000. With
   * `pollOnly`, the only way changes are seen (for file systems that send no events: network
   * shares, some containers and VMs).
   */
  pollMs?: number;
  pollOnly?: boolean;
}

/** A running watch. */
export interface ProjectWatcher {
  /** What is watched, for the person running it: folders, files and how. */
  describe(): string;
  close(): void;
}

/** What a file looked like: a change of any of these is a change. */
type Snapshot = Map<string, string>;

/** The files and folders under `root` (paths relative to it, with `/`), each with its signature. */
async function scan(root: string, ignored: (path: string) => boolean): Promise<{ files: Snapshot; folders: string[] }> {
  const files: Snapshot = new Map();
  const folders: string[] = [''];
  for (let i = 0; i < folders.length; i++) {
    const folder = folders[i]!;
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (ignored(path)) continue;
      if (entry.isDirectory()) folders.push(path);
      else {
        // Size, modification time and inode: a file replaced by a rename (an editor's safe write,
        // `sed -i`) gets a new inode even when the other two look the same.
        const info = await stat(join(root, path)).catch(() => null);
        if (info) files.set(path, `${info.size}:${info.mtimeMs}:${info.ino}`);
      }
    }
  }
  return { files, folders };
}

function differences(before: Snapshot, after: Snapshot): string[] {
  const changed = [...after].filter(([path, signature]) => before.get(path) !== signature).map(([path]) => path);
  return [...changed, ...[...before.keys()].filter((path) => !after.has(path))];
}

/**
 * Watches a project folder so that every kind of save is seen: each folder is watched on its own
 * (a folder's watch outlives the files in it, so a file replaced by a rename is still seen, where a
 * watch of the file itself would follow the old inode and go deaf), every event compares the whole
 * tree with the last snapshot (size, mtime, inode), new folders get watched and removed ones let go,
 * and a slow poll compares it anyway, for file systems that lose events.
 */
export async function watchProject(root: string, options: ProjectWatcherOptions): Promise<ProjectWatcher> {
  const ignored = options.ignored ?? (() => false);
  const watchers = new Map<string, FSWatcher>();
  const first = await scan(root, ignored);
  let snapshot = first.files;
  let folderCount = first.folders.length;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let comparing: Promise<void> = Promise.resolve();

  const compare = () => {
    // One comparison at a time, each against the snapshot the one before left.
    comparing = comparing.then(async () => {
      if (closed) return;
      const next = await scan(root, ignored);
      if (closed) return;
      syncWatches(next.folders);
      folderCount = next.folders.length;
      const changed = differences(snapshot, next.files);
      snapshot = next.files;
      if (changed.length > 0) options.onChange(changed);
    });
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(compare, options.debounceMs ?? 150);
  };

  function syncWatches(folders: string[]) {
    if (options.pollOnly) return;
    const wanted = new Set(folders);
    for (const [folder, watcher] of watchers) {
      if (!wanted.has(folder)) {
        watcher.close();
        watchers.delete(folder);
      }
    }
    for (const folder of wanted) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(join(root, folder), (_event, file) => {
          const path = file ? (folder === '' ? String(file) : `${folder}/${file}`) : folder;
          if (!ignored(path)) soon();
        });
        // A folder removed while watched errors on some systems: the next comparison lets it go.
        watcher.on('error', soon);
        watchers.set(folder, watcher);
      } catch {
        // Gone between the scan and the watch; the next comparison sees it.
      }
    }
  }

  syncWatches(first.folders);
  const poll = setInterval(compare, options.pollMs ?? 2000);
  return {
    describe() {
      const how = options.pollOnly ? `comparing every ${options.pollMs ?? 2000} ms` : `watching each folder, and comparing every ${options.pollMs ?? 2000} ms`;
      return `${snapshot.size} files in ${folderCount} folders of ${root} (${how})`;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(poll);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
