export type StoreEntry = {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate?: number | false };
};
export type PageStore = {
  read(key: string): Promise<StoreEntry | null>;
  write(key: string, entry: StoreEntry): Promise<void>;
  latestRevalidation(tags: string[]): Promise<number>;
  markRevalidated(tags: string[], at: number): Promise<void>;
};
export function publishedPageStore(): PageStore | undefined;
export function sharedPageStore<S extends PageStore>(make: () => S): S;
export function forgetPageStore(): void;
export function witnessPageKey<T>(run: () => T): { seen: { key?: string }; result: T };
export function notePageKey(key: string): void;
