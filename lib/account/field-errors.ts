import type { z } from 'zod';
import type { FieldErrors } from '@/lib/api/failure';

export type SortedErrors<F extends string> = {
  fields: Partial<Record<F, string>>;
  other: string[];
};

/**
 * Spec 5: the first message of each field error goes under its field; errors
 * of fields the form does not show (or of no field) are returned for a toast.
 * `rename` maps a server path ("extra.number_id") to the form's field name.
 */
export function sortFieldErrors<F extends string>(
  errors: FieldErrors | null,
  fields: readonly F[],
  rename: Readonly<Record<string, F>> = {},
): SortedErrors<F> {
  const sorted: SortedErrors<F> = { fields: {}, other: [] };
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    const name = rename[path] ?? path;
    const field = fields.find((known) => known === name);
    if (field) sorted.fields[field] ??= first;
    else sorted.other.push(first);
  }
  return sorted;
}

/** A contract's issues in the server's `{ "a.b": [messages] }` shape, so both read the same. */
export function issuesAsFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}
