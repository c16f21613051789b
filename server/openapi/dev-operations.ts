import * as c from '@/lib/contract/dev';
import type { Operation } from './operation';

export const devOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/dev/sms-outbox',
    tag: 'dev',
    chosen: true,
    summary:
      "The built-in SMS adapter's newest messages to a number (or to any); exists only in demo mode with that adapter, and answers only callers on the shop's own machine",
    query: c.smsOutboxQuery,
    response: c.smsOutboxData,
  },
];
