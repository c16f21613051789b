export function redisOptions(env?: NodeJS.ProcessEnv): {
  maxRetriesPerRequest: number;
  commandTimeout: number;
  connectTimeout: number;
  retryStrategy: (attempt: number) => number;
  enableAutoPipelining: boolean;
};
export function redisIsDown(redis: { status: string }): boolean;
