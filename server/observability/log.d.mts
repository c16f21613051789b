import type { DestinationStream, Logger } from 'pino';

export const LOG_LEVELS: readonly string[];
export function logLevel(env?: Record<string, string | undefined>): string;
export function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger;
export function log(): Logger;
