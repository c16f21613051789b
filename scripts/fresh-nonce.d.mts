import type { IncomingMessage, ServerResponse } from 'node:http';

export function newNonce(): string;
export function policyWithNonce(policy: string, nonce: string): string;
export function nonceSwapper(
  from: string,
  to: string,
): { push(chunk: Buffer): Buffer; flush(): Buffer };
export function withFreshNonce(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
