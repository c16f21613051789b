import type { z } from 'zod';

/** One documented call: the contract schemas it reads and answers with. */
export type Operation = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Hono-style path under /api, e.g. /api/v1/app/product/:id */
  path: string;
  summary: string;
  tag: string;
  /** The project chose this path where the spec is silent. */
  chosen?: boolean;
  auth?: 'none' | 'optional' | 'customer' | 'staff';
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The `data` of the envelope (v1/v2) or the whole answer (v3). */
  response?: z.ZodType;
};
