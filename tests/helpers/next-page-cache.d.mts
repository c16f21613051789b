export function nextPageCache(Handler: unknown): {
  store(
    path: string,
    page: { html: string; tags: string[]; revalidate: number | false },
  ): Promise<void>;
  read(path: string): Promise<unknown>;
};
