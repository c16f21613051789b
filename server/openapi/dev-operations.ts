import * as c from '@/lib/contract/dev';
import type { Operation } from './operation';

export const devOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/dev/sms-outbox',
    tag: 'dev',
    chosen: true,
    summary:
      "The built-in SMS adapter's newest messages to a number; exists only with that adapter, outside production or with SMS_OUTBOX_VISIBLE=1",
    query: c.smsOutboxQuery,
    response: c.smsOutboxData,
  },
];
