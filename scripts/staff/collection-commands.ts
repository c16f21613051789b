// Staff commands on collection requests (scripts/staff.ts).
import type { CollectionRequest } from '../../lib/contract/collection';
import { isoDate } from '../../lib/contract/common';
import { tehranDate } from '../../lib/format/jalali';
import type { Database } from '../../server/db/database';
import { markPickupDone, writeDriverNote } from '../../server/services/collection/pickup';
import { collectionRequestsDue } from '../../server/services/collection/requests';
import { positionals, staffUser, UsageError, values, wholeNumber } from './command-line';

function describeRequest(request: CollectionRequest): string {
  const window = request.zone_time
    ? ` ${request.zone_time.start_time}–${request.zone_time.end_time}`
    : '';
  const repeat = request.schedule.repeat
    ? ` every ${request.schedule.weekday_titles.join('، ')}`
    : '';
  return `request ${request.order_id} (tracking ${request.id}), ${request.status}: next ${request.reserve_date ?? 'none'}${window}${repeat}${request.msg ? `; note: ${request.msg}` : ''}`;
}

export async function collectionDue(db: Database): Promise<void> {
  const day = values.date ?? tehranDate(new Date());
  if (!isoDate.safeParse(day).success) throw new UsageError('--date must be YYYY-MM-DD');
  const due = await collectionRequestsDue(db, day);
  if (due.length === 0) console.log(`no collection requests due on ${day}`);
  for (const request of due) console.log(describeRequest(request));
}

export async function collectionDone(db: Database): Promise<void> {
  const id = wholeNumber(positionals[1], 'the order id');
  const userId = await staffUser(db);
  const { request, msg } = await markPickupDone(db, userId, id, values.note?.trim());
  console.log(`${msg}\n${describeRequest(request)}`);
}

export async function collectionNote(db: Database): Promise<void> {
  const id = wholeNumber(positionals[1], 'the order id');
  if (values.note === undefined) throw new UsageError('collection:note needs --note "…"');
  console.log(describeRequest(await writeDriverNote(db, id, values.note.trim())));
}
