import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { claimKey, type KeyClaim, type StoredAnswer, storeAnswer } from './claim';
import { requestFingerprint } from './fingerprint';
import { sweepNowAndThen } from './sweep';

/** A call's JSON answer as it goes out: the status and the whole body (envelope or v3). */
export type JsonReply = StoredAnswer;

/**
 * Runs an idempotent call once per key. One transaction holds the key and
 * everything the call writes: the services' own transactions become
 * savepoints inside it (they read `c.var.db`, set to it here), so a crash
 * leaves either the effect and its key with the answer, or neither. A
 * refusal rolls the key back with the rest: nothing was done, so the same
 * key may be sent again. Concurrent repeats wait on the key's row and then
 * answer what the first stored.
 */
export async function answerOnce(
  c: Context<AppEnv>,
  key: Omit<KeyClaim, 'fingerprint'>,
  produce: () => Promise<JsonReply>,
): Promise<Response> {
  const claim = { ...key, fingerprint: await requestFingerprint(c) };
  const db = c.var.db;
  try {
    const { reply, replayed } = await db.transaction(async (tx) => {
      c.set('db', tx);
      const first = await claimKey(tx, claim);
      if (first) return { reply: first, replayed: true };
      const made = await produce();
      await storeAnswer(tx, claim, made);
      return { reply: made, replayed: false };
    });
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(reply.body, reply.status);
  } finally {
    c.set('db', db);
    sweepNowAndThen(db);
  }
}
