import type { CodeSentData, CustomerAuthData } from '@/lib/contract/auth';
import { authCalls } from '@/lib/contract/calls/auth';
import { receive, send } from './client';
import { isApiFailure } from './failure';

/** POST /api/v1/user/login, or /resend for another code to the same number. */
export function sendLoginCode(mobile: string, again = false): Promise<CodeSentData> {
  return receive(again ? authCalls.resend : authCalls.login, { body: { mobile } });
}

/** POST /api/v1/user/validate: the code proves the number and buys a customer token. */
export function verifyLoginCode(mobile: string, code: string): Promise<CustomerAuthData> {
  return receive(authCalls.validate, { body: { mobile, code } });
}

/** POST /api/v1/user/logout: revokes the bearer token the client sends. */
export async function revokeToken(): Promise<void> {
  await send(authCalls.logout, {});
}

/** Spec 8: verify-code failures with these codes show the server's own message. */
const VERIFY_SERVER_MESSAGE_STATUSES: readonly number[] = [400, 404, 429, 500];

/**
 * Sending a code fails for reasons only the server can word: a bad number
 * (400), the countdown or hourly limit with its wait (429), an SMS provider
 * that did not take the message (503).
 */
const SEND_SERVER_MESSAGE_STATUSES: readonly number[] = [400, 429, 503];

function serverMessageFor(error: unknown, statuses: readonly number[]): string | null {
  if (!isApiFailure(error) || error.kind !== 'http' || !statuses.includes(error.status)) {
    return null;
  }
  return error.msg?.trim() || null;
}

/** The server's message for a failed verify, or null when the shared handler should speak. */
export function verifyFailureMessage(error: unknown): string | null {
  return serverMessageFor(error, VERIFY_SERVER_MESSAGE_STATUSES);
}

/** The server's message for a failed login or resend, or null when the shared handler should speak. */
export function sendFailureMessage(error: unknown): string | null {
  return serverMessageFor(error, SEND_SERVER_MESSAGE_STATUSES);
}
