import type { Access, Call } from '@/server/http/call';
import { documentedPath } from './document';

const CALLER = {
  none: 'anyone',
  optional: 'anyone (a customer sees more)',
  guest: 'any token',
  customer: 'customer',
  staff: 'staff',
} as const satisfies Record<Access, string>;

/** Marks a call safe to repeat under an Idempotency-Key (its description at /api/docs says how). */
const REPEAT_SAFE = ' · repeat-safe (Idempotency-Key)';

/** The README's API table: one row per call, in declaration order; * marks paths the project chose. */
export function apiTable(calls: Call[]): string {
  const rows = calls.map(
    (call) =>
      `| ${call.method.toUpperCase()} | \`${documentedPath(call.path)}\`${call.chosen ? ' *' : ''} | ${call.summary}${call.idempotent ? REPEAT_SAFE : ''} | ${CALLER[call.access]} |`,
  );
  return ['| method | path | what it does | caller |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
