import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function drainer(options: {
  server: Server;
  graceMs: number;
  timeoutMs: number;
  onDraining: () => void;
  closeResources: () => Promise<void>;
  exit?: (code: number) => void;
}): {
  listen(): void;
  drain(signal: string): Promise<void>;
  track(req: IncomingMessage, res: ServerResponse): void;
};
