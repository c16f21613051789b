export const ENTRY_SECONDS: number;
export const RENDER_GRACE_MS: number;
export function cacheKeys(
  buildId: string,
  env?: NodeJS.ProcessEnv,
): { entry: (key: string) => string; tags: string };
export function tagTimesKey(env?: NodeJS.ProcessEnv): string;
