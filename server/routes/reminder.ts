/**
 * Back-in-stock reminders (spec §7 "Products and catalogue": the four observe
 * calls). The caller's own reminders only. When the product is back (staff
 * stock change, the staff CLI, a cancelled order giving units back) each
 * waiting customer is told once and the reminder is spent.
 */

import { reminderCalls } from '@/lib/contract/calls/reminder';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import {
  addReminder,
  listReminders,
  reminderState as readReminderState,
  removeReminder,
} from '@/server/services/reminder/reminders';

const messages = apiMessages.reminder;

export const reminderRoutes: Call[] = [
  jsonCall(reminderCalls.add, {
    access: 'customer',
    tag: 'reminder',
    summary: 'Tell the caller once when this out-of-stock product is back',
    description:
      'Only for a listed product that is out of stock (in stock: a 400 saying so; missing: 404). `sms: true` also sends an SMS. Asking again re-arms a spent reminder; twice at once leaves one.',
    handler: async ({ db, caller, params, body }) => {
      const { state, name } = await addReminder(db, caller.customerId, params.id, body.sms);
      return { data: state, msg: fillMessage(messages.added, { name }) };
    },
  }),
  jsonCall(reminderCalls.remove, {
    access: 'customer',
    tag: 'reminder',
    summary: 'Stop waiting for this product (no reminder is done too)',
    handler: async ({ db, caller, params }) => {
      const { state, name } = await removeReminder(db, caller.customerId, params.id);
      return { data: state, msg: fillMessage(messages.removed, { name }) };
    },
  }),
  jsonCall(reminderCalls.list, {
    access: 'customer',
    tag: 'reminder',
    summary: 'The caller’s reminders: waiting ones first, then those already sent',
    description: 'Paged (page, limit=20); `notified_at` is when a spent reminder fired.',
    handler: async ({ db, caller, query }) => ({
      data: await listReminders(db, caller.customerId, query),
      msg: messages.listed,
    }),
  }),
  jsonCall(reminderCalls.check, {
    access: 'customer',
    tag: 'reminder',
    summary: 'Whether the caller waits for this product',
    handler: async ({ db, caller, params }) => ({
      data: await readReminderState(db, caller.customerId, params.id),
      msg: messages.checked,
    }),
  }),
];
