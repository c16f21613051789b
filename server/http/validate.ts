import type { Context } from 'hono';
import { z } from 'zod';
import { fa } from 'zod/locales';
import { ApiError, type FieldErrors } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { persianIssueMessage } from './validation-messages';

z.config({ ...fa(), customError: persianIssueMessage });

type Leaf = { path: PropertyKey[]; message: string };

/**
 * A blankable field is a union of "", null and its real schema, which comes
 * last: its refusal is that schema's, at that schema's own paths (`price.min`,
 * not `price`).
 */
function leaves(issue: z.core.$ZodIssue, prefix: PropertyKey[] = []): Leaf[] {
  const path = [...prefix, ...issue.path];
  const real = issue.code === 'invalid_union' ? issue.errors.at(-1) : undefined;
  if (real && real.length > 0) return real.flatMap((inner) => leaves(inner, path));
  return [{ path, message: issue.message }];
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of error.issues.flatMap((issue) => leaves(issue))) {
    const field = path.length > 0 ? path.map(String).join('.') : 'non_field_errors';
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

/** Parses with a schema or throws a 400 carrying Persian field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ApiError.badRequest(apiMessages.badRequest, fieldErrors(result.error));
  return result.data;
}

/**
 * Query values, with empty ones (`?category=&reserve_date=`) taken as not given:
 * the spec's client writes every parameter into the URL whether it has a value or not.
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const given = Object.entries(c.req.query()).filter(([, value]) => value !== '');
  return parseOrThrow(schema, Object.fromEntries(given));
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.param());
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw ApiError.badRequest(apiMessages.invalidJson);
    }
  }
  return parseOrThrow(schema, body);
}
