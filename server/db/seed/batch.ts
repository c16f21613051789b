/** Rows per INSERT: large enough to be fast, small enough to stay under the 65 535-parameter limit. */
export const BATCH_SIZE = 500;

export function chunks<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `insert` once per chunk, in order (one connection: parallel inserts would only queue). */
export async function inBatches<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = BATCH_SIZE,
): Promise<void> {
  for (const chunk of chunks(rows, size)) {
    if (chunk.length > 0) await insert(chunk);
  }
}
