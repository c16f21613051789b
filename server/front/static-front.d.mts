import type { IncomingMessage, ServerResponse } from 'node:http';

export function staticFront(options: { dir: string; headers: { key: string; value: string }[] }): {
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
};
