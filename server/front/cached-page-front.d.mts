import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageOrigin } from './fresh-nonce.mjs';

export function cachedPageFront(options?: {
  addresses?: number;
  pages?: number;
  origin?: PageOrigin | null;
}): {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
};
