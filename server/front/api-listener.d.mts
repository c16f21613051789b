import type { IncomingMessage, ServerResponse } from 'node:http';

export function isApiAddress(url: string | undefined): boolean;
export function apiListener(
  app: { fetch(request: Request): Response | Promise<Response> },
  served: { https: boolean },
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
