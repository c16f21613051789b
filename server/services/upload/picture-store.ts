import { folderStore } from './folder-store';
import { s3Settings, s3Store } from './s3-store';

type Env = Record<string, string | undefined>;

/**
 * Where picture bytes live, by key (`<name>.<ext>`, `variants/<name>-<width>.<format>`).
 * Rows stay in the database; only the bytes move, so every instance that
 * shares the store serves every upload.
 */
export type PictureStore = {
  /** Writes the bytes whole: a reader sees the old object, none, or all of the new one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  remove(keys: string[]): Promise<void>;
};

let chosen: { settingsKey: string; store: PictureStore } | null = null;

/** The S3-compatible store when S3_BUCKET is set, else the folder UPLOAD_DIR. */
export function pictureStore(env: Env = process.env): PictureStore {
  const s3 = s3Settings(env);
  const settingsKey = s3 ? JSON.stringify(s3) : `folder:${env.UPLOAD_DIR ?? ''}`;
  if (chosen?.settingsKey !== settingsKey) {
    chosen = { settingsKey, store: s3 ? s3Store(s3) : folderStore(env) };
  }
  return chosen.store;
}
