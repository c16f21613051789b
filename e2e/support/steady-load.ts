/**
 * Requests sent without pause by a few workers until stopped, as visitors
 * would: each failure (a 5xx, a reset or refused connection, a timeout) is
 * kept with what it was.
 */

export type LoadResult = { answered: number; failures: string[] };

export function steadyLoad(base: string, paths: string[], workers = 6) {
  let running = true;
  let answered = 0;
  const failures: string[] = [];
  async function worker(offset: number) {
    for (let i = offset; running; i += 1) {
      const path = paths[i % paths.length] ?? '/';
      try {
        const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
        await answer.arrayBuffer();
        if (answer.status >= 500) failures.push(`${path}: ${answer.status}`);
        else answered += 1;
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        failures.push(`${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return {
    /** Stops sending; resolves when the requests in flight have ended. */
    async stop(): Promise<LoadResult> {
      running = false;
      await done;
      return { answered, failures };
    },
    get answered() {
      return answered;
    },
    get failed() {
      return failures.length;
    },
  };
}
