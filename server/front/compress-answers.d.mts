import type { IncomingMessage, ServerResponse } from 'node:http';

export function compressAnswers(): (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;
