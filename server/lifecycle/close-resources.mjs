// What a stopping instance closes once its last request is answered: the
// database (PGlite writes its files out; a PostgreSQL pool says goodbye rather
// than leaving the server to find dead connections) and its Redis connections.
// Read from globalThis, where server/db/client.ts, server/redis/client.ts and
// the news bus keep them, so the server can close what the API or Next opened.

/**
 * @param {(what: string, error: unknown) => void} onError
 */
export async function closeResources(onError) {
  /** @type {{ __shopDb?: { opening?: Promise<{ close(): Promise<void> }> }; __shopRedis?: { quit(): Promise<unknown> }; __shopNewsBus?: { subscriber?: Promise<{ quit(): Promise<unknown> }> } }} */
  const shared = /** @type {never} */ (globalThis);
  const opening = shared.__shopDb?.opening;
  const subscriber = shared.__shopNewsBus?.subscriber;
  await Promise.all([
    opening?.then(
      (open) => open.close().catch((error) => onError('database', error)),
      // It never opened: nothing to close.
      () => undefined,
    ),
    shared.__shopRedis?.quit().catch((error) => onError('redis', error)),
    subscriber?.then(
      (connection) => connection.quit().catch((error) => onError('redis', error)),
      () => undefined,
    ),
  ]);
}
