import type { Database } from '@/server/db/database';
import { sweepSeatOffers } from './offer-sweep';
import { sendDueReminders } from './slot-reminders';

const TICK_MS = 30_000;
let started = false;

/**
 * Seat work no request triggers: offers whose holds ran out go to the next in
 * line, and reminders fall due. Every instance runs it every 30 s from its
 * first API request on; the database decides who acts (window locks, claimed
 * reminder rows), so many instances never double an offer or a reminder.
 * Tests run the sweeps themselves with a clock of their own.
 */
export function startSeatTicker(getDb: () => Promise<Database>): void {
  if (started || process.env.VITEST) return;
  started = true;
  const tick = async () => {
    const db = await getDb();
    await sweepSeatOffers(db);
    await sendDueReminders(db);
  };
  setInterval(() => {
    tick().catch((error: unknown) => console.error('[reservation] seat sweep failed:', error));
  }, TICK_MS).unref();
}
