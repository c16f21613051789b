/** How long a key answers its first result; older keys count as never sent and are swept. */
export const IDEMPOTENCY_KEY_HOURS = 24;
