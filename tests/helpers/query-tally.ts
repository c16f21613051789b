import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The statements a database handle sent since the last reset, in order. */
export type QueryTally = {
  readonly statements: readonly string[];
  reset: () => void;
};

// Drizzle sends everything through these two; PGlite's `sql` tag is not used.
type Sender = Pick<Transaction, 'query' | 'exec'>;

/**
 * Watches every statement a PGlite client sends, each one a round trip it
 * would be to a PostgreSQL server. Drizzle sends plain statements through
 * `query` and a transaction through `transaction`, whose BEGIN and COMMIT (or
 * ROLLBACK) PGlite sends itself: they are counted here too, as the server
 * would see them, so wrapping work in a transaction is not free.
 */
export function tallyQueries(client: PGlite): QueryTally {
  const statements: string[] = [];
  const note = (text: string) => {
    statements.push(text.replace(/\s+/g, ' ').trim());
  };
  watch(client, note);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(run: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      note('BEGIN');
      watch(tx, note);
      const rollback = tx.rollback.bind(tx);
      tx.rollback = async () => {
        note('ROLLBACK');
        await rollback();
      };
      try {
        const result = await run(tx);
        if (!tx.closed) note('COMMIT');
        return result;
      } catch (error) {
        if (!tx.closed) note('ROLLBACK');
        throw error;
      }
    });
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}

/** Replaces a sender's own statement methods with ones that note the text first. */
function watch(sender: Sender, note: (text: string) => void): void {
  const query = sender.query.bind(sender);
  const exec = sender.exec.bind(sender);
  sender.query = (text, params, options) => {
    note(text);
    return query(text, params, options);
  };
  sender.exec = (text, options) => {
    note(text);
    return exec(text, options);
  };
}
