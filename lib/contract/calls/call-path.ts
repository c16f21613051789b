function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A call's address under the site's origin: `/api` and its path, each
 * `:name` filled with that parameter, encoded. A parameter missing is a
 * programming error, never a request to another path.
 */
export function callPath(call: { path: string }, params?: unknown): string {
  const given = isRecord(params) ? params : {};
  const filled = call.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = given[name];
    if (value === undefined || value === null) {
      throw new Error(`${call.path}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  return `/api${filled}`;
}
