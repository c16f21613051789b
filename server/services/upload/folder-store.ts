import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { PictureStore } from './picture-store';

type Env = Record<string, string | undefined>;

/** Where pictures are kept on one machine: UPLOAD_DIR, else .data/uploads beside the embedded database. */
export function uploadDir(env: Env = process.env): string {
  return resolve(/*turbopackIgnore: true*/ env.UPLOAD_DIR?.trim() || '.data/uploads');
}

/** Pictures in a folder: one machine, or many sharing a volume. */
export function folderStore(env: Env = process.env): PictureStore {
  const dir = uploadDir(env);
  return {
    async put(key, bytes) {
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a concurrent request never reads half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    get: (key) => readFile(join(dir, key)).catch(() => null),
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(join(dir, key), { force: true })));
    },
  };
}
