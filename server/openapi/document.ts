import { z } from 'zod';
import { apiMessages } from '@/server/http/messages';
import { authOperations } from './auth-operations';
import { cartOperations } from './cart-operations';
import { catalogOperations } from './catalog-operations';
import { customerOperations } from './customer-operations';
import { devOperations } from './dev-operations';
import type { Operation } from './operation';
import { orderOperations } from './order-operations';
import { paymentOperations } from './payment-operations';
import { qrOperations } from './qr-operations';
import { ssoOperations } from './sso-operations';

const docsOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'docs',
    summary: 'This OpenAPI document',
    chosen: true,
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'docs',
    summary: 'Reference page of every call',
    chosen: true,
  },
];

/** Every call the API answers; a test holds this list and the mounted routes together. */
export const operations: Operation[] = [
  ...catalogOperations,
  ...authOperations,
  ...ssoOperations,
  ...qrOperations,
  ...customerOperations,
  ...cartOperations,
  ...orderOperations,
  ...paymentOperations,
  ...docsOperations,
  ...devOperations,
];

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function pathParameters(path: string) {
  return [...path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: Operation['query']) {
  if (!query) return [];
  return Object.entries(query.shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !schema.safeParse(undefined).success,
    schema: toSchema(schema, 'input'),
  }));
}

function answerSchema(op: Operation) {
  const data = op.response ? toSchema(op.response, 'output') : {};
  if (op.path.startsWith('/api/v3/')) return data;
  return {
    type: 'object',
    required: ['success', 'code', 'msg', 'data'],
    properties: {
      success: { const: true },
      code: { type: 'integer' },
      msg: { type: 'string' },
      data,
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same zod contract the code runs on. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const openApiPath = op.path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.chosen ? { 'x-path-chosen-by-project': true } : {}),
      ...(op.auth && op.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      parameters: [...pathParameters(op.path), ...queryParameters(op.query)],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(op.body, 'input') } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: apiMessages.ok,
          content: { 'application/json': { schema: answerSchema(op) } },
        },
        '400': { description: apiMessages.badRequest },
        '404': { description: apiMessages.notFound },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: '1.0.0',
      description:
        'The storefront API: envelope { success, code, msg, data } on v1/v2, REST style on v3.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
