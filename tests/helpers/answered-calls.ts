import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Call } from '@/server/http/call';

/** Where test runs note which calls answered within their contract; the coverage check reads it. */
export const ANSWERED_DIR = process.env.ANSWERED_CALLS_DIR;

export const callKey = (call: Pick<Call, 'method' | 'path'>) =>
  `${call.method.toUpperCase()} ${call.path}`;

const noted = new Set<string>();

/** Notes a call once per test process, when the run asked for notes. */
export function noteAnswered(call: Call): void {
  if (!ANSWERED_DIR || noted.has(callKey(call))) return;
  noted.add(callKey(call));
  mkdirSync(ANSWERED_DIR, { recursive: true });
  appendFileSync(join(ANSWERED_DIR, `${process.pid}.txt`), `${callKey(call)}\n`);
}
