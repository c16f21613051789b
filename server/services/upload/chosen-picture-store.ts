import { folderStore } from './folder-store';
import type { PictureStore } from './picture-store';
import { s3Settings, s3Store } from './s3-store';

type Env = Record<string, string | undefined>;

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
