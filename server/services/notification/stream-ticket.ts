import { createHmac, timingSafeEqual } from 'node:crypto';
import { pepper } from '@/server/services/auth/pepper';

/** A ticket opens a stream for this long; an open stream outlives it. */
export const TICKET_TTL_S = 60;

function signature(customerId: number, expires: number): Buffer {
  return createHmac('sha256', pepper())
    .update(`notification-stream:${customerId}.${expires}`)
    .digest();
}

/**
 * A short-lived ticket for the bell's stream. Browsers open Server-Sent
 * Events with EventSource, which cannot send the bearer token: the token buys
 * a ticket (signed, naming the customer, valid a minute) and the stream's
 * address carries the ticket instead, so no token ever sits in a URL or a log.
 */
export function issueStreamTicket(
  customerId: number,
  now: Date = new Date(),
): { ticket: string; expires_at: string } {
  const expires = Math.floor(now.getTime() / 1000) + TICKET_TTL_S;
  const signed = signature(customerId, expires).toString('base64url');
  return {
    ticket: `${customerId}.${expires}.${signed}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** The customer a ticket names, or null when it is malformed, forged or expired. */
export function readStreamTicket(ticket: string, now: Date = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const customerId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(customerId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return customerId;
}
