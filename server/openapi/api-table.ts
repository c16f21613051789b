import type { Access, Call } from '@/server/http/call';
import { documentedPath } from './document';

const CALLER = {
  none: 'anyone',
  optional: 'anyone (a customer sees more)',
  guest: 'any token',
  customer: 'customer',
  staff: 'staff',
} as const satisfies Record<Access, string>;

/** The README's API table: one row per call, in declaration order; * marks paths the project chose. */
export function apiTable(calls: Call[]): string {
  const rows = calls.map(
    (call) =>
      `| ${call.method.toUpperCase()} | \`${documentedPath(call.path)}\`${call.chosen ? ' *' : ''} | ${call.summary} | ${CALLER[call.access]} |`,
  );
  return ['| method | path | what it does | caller |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
