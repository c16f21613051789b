import type { Executor } from '@/server/db/database';

/** What a push shows: the notification's title and text, and where a tap leads. */
export type PushMessage = { title: string; body: string; link: string | null };

/** What to do once the notification is committed (sending over the network), if anything. */
export type AfterCommitSend = () => Promise<void>;

/**
 * Push delivery. `queue` runs inside the notification's transaction: it
 * records the push or reads where to send it, and hands back the sending, which
 * runs only after the commit (a rolled-back notification is never pushed).
 */
export interface PushSender {
  readonly provider: string;
  queue(tx: Executor, customerId: number, push: PushMessage): Promise<AfterCommitSend | null>;
}
