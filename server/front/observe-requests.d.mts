import type { IncomingMessage, ServerResponse } from 'node:http';

export function observeRequests(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
