let source: () => string | null = () => null;

/**
 * Where the browser's API client reads its bearer token. The persisted store
 * provides it when it loads, so the client never reaches into the store, and
 * the store does not pull the client into pages that make no call.
 */
export function provideApiToken(next: () => string | null): void {
  source = next;
}

export function providedApiToken(): string | null {
  return source();
}
