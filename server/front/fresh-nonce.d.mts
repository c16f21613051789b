import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageOrigin = { placeholder: string; valueFor: (req: IncomingMessage) => string };
export function newNonce(): string;
export function originFills(
  placeholder: string,
  origin: string,
): { plain: { from: string; to: string }[]; payload: { from: string; to: string }[] };
export function withFreshNonce(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { origin?: PageOrigin | null },
): (req: IncomingMessage, res: ServerResponse) => unknown;
export function headersAsRendered(res: ServerResponse): ReturnType<ServerResponse['getHeaders']>;
