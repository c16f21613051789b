import type { IncomingMessage, ServerResponse } from 'node:http';

export function cachedPageFront(limits?: { addresses?: number; pages?: number }): {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
};
