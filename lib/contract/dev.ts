import { z } from 'zod';
import { mobileField } from './auth';

/**
 * GET /api/v1/dev/sms-outbox: the built-in SMS adapter's messages to one
 * number, or to anyone (the demo banner's link, for the person at the machine).
 */
export const smsOutboxQuery = z.object({ mobile: mobileField.optional() });

export const smsOutboxMessage = z.object({
  id: z.number().int(),
  mobile: z.string(),
  body: z.string(),
  /** The six-digit code in the message, when it carries one. */
  code: z.string().nullable(),
  created_at: z.string(),
});

export const smsOutboxData = z.object({ results: z.array(smsOutboxMessage) });
export type SmsOutboxData = z.infer<typeof smsOutboxData>;
