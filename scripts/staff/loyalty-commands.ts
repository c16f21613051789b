// Staff commands on gift requests and points (scripts/staff.ts).
import { staffGiftRequestBody } from '../../lib/contract/loyalty';
import { normalizeMobile } from '../../lib/text/mobile';
import type { Database } from '../../server/db/database';
import { listGiftRequests } from '../../server/services/loyalty/gifts';
import { adjustPoints } from '../../server/services/loyalty/points';
import { moveGiftRequest } from '../../server/services/loyalty/staff-gift-requests';
import { staffCustomerId } from '../../server/services/staff/staff-orders';
import { positionals, staffUser, UsageError, values, wholeNumber } from './command-line';

export async function listGifts(db: Database): Promise<void> {
  const status = values.status === undefined ? undefined : wholeNumber(values.status, '--status');
  const page = await listGiftRequests(db, null, 1, 50, status);
  for (const r of page.results) {
    const where = r.branch ? r.branch.name : (r.address ?? '');
    console.log(
      `${r.id}\t${r.status} ${r.status_title}\t${r.gift.title}\t${r.points} points\t${r.first_name} ${r.last_name} ${r.mobile}\t${where}`,
    );
  }
  console.log(`${page.results.length} of ${page.count}`);
}

export async function moveGift(db: Database): Promise<void> {
  const [, id, status] = positionals;
  const to = staffGiftRequestBody.shape.status.safeParse(Number(status));
  if (!to.success) throw new UsageError('status must be 2 (accept), 3 (sent) or 4 (reject)');
  const request = await moveGiftRequest(db, wholeNumber(id, 'the gift request id'), to.data);
  console.log(
    `gift request ${request.id} (${request.gift.title}) is now ${request.status} (${request.status_title})`,
  );
}

export async function adjustCustomerPoints(db: Database): Promise<void> {
  const mobile = normalizeMobile(values.mobile ?? '');
  if (!mobile) throw new UsageError('--mobile needs a mobile number such as 09120000001');
  const points = Number(values.points);
  if (!Number.isInteger(points) || points === 0)
    throw new UsageError(`--points must be a non-zero whole number, not "${values.points}"`);
  const userId = await staffUser(db);
  const customerId = await staffCustomerId(db, { mobile });
  const balance = await adjustPoints(db, { customerId, points, userId, note: values.note ?? '' });
  console.log(`customer ${customerId} (${mobile}) now has ${balance} points`);
}
