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
