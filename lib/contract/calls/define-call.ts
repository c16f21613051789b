import type { z } from 'zod';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** What a call answering something other than JSON (a redirect, a page, a file) may answer: status → what it means. */
export type RawAnswer = { [status: number]: string };

type Request = {
  method: Method;
  /** Under /api, as the spec spells it (a trailing slash where the spec writes one); `:name` for a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: read by the handler itself, declared for the reference and the client. */
  form?: z.ZodType;
};

/** A call answering JSON: the envelope's `data` (v1/v2) or the whole answer (v3). */
export type JsonContract = Request & { response: z.ZodType; raw?: undefined };

/** A call answering a redirect, a page or a file. */
export type RawContract = Request & { raw: RawAnswer; response?: undefined };

export type CallContract = JsonContract | RawContract;

/**
 * One call's method, path and schemas, declared once for the server that
 * mounts it and the clients that send it. The literal type is kept whole, so
 * each side reads its input and answer types from the same declaration.
 */
export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

type Part<C, K extends 'params' | 'query' | 'body' | 'form'> = C extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

export type ParamsSchema<C> = Part<C, 'params'>;
export type QuerySchema<C> = Part<C, 'query'>;
export type BodySchema<C> = Part<C, 'body'>;
export type FormSchema<C> = Part<C, 'form'>;

/** What the server's handler reads once a schema has parsed it. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends for a part: required unless every field of it may be left out. */
type Given<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: undefined };

/** A client's input to a call, typed from its params, query and body (a FormData for a multipart one). */
export type CallInput<C extends CallContract> = Given<'params', ParamsSchema<C>> &
  Given<'query', QuerySchema<C>> &
  Given<'body', BodySchema<C>> &
  (FormSchema<C> extends z.ZodType ? { form: FormData } : { form?: undefined });

/** A JSON call's answer as the client reads it. */
export type AnswerOf<C extends JsonContract> = z.output<C['response']>;
