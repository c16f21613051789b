/**
 * Small checks for values read back from browser storage. Hand-written
 * rather than zod schemas because the store is in every page's first script
 * and zod would weigh more than everything else in it.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isInt(value: unknown): value is number {
  return Number.isInteger(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function oneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value);
}

export function intOrNull(value: unknown): number | null {
  return isInt(value) ? value : null;
}

export function stringOrNull(value: unknown): string | null {
  return isString(value) ? value : null;
}

/** A stored object's field, or undefined when there is no object. */
export function field(stored: unknown, key: string): unknown {
  return isRecord(stored) ? stored[key] : undefined;
}
