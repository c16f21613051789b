import type { IncomingMessage, ServerResponse } from 'node:http';

export function withPeerAddress(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
