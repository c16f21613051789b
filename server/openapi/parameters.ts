import type { DescribeRouteOptions } from 'hono-openapi';
import { resolver } from 'hono-openapi';
import type { z } from 'zod';
import type { Call } from '@/server/http/call';

export type Parameter = NonNullable<DescribeRouteOptions['parameters']>[number];

type ObjectSchema = {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  allOf?: ObjectSchema[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectSchemaOf(value: unknown): ObjectSchema {
  if (!isRecord(value)) return {};
  const properties = isRecord(value.properties)
    ? Object.fromEntries(
        Object.entries(value.properties).flatMap(([name, property]) =>
          isRecord(property) ? [[name, property]] : [],
        ),
      )
    : undefined;
  const required = Array.isArray(value.required)
    ? value.required.filter((name): name is string => typeof name === 'string')
    : undefined;
  const allOf = Array.isArray(value.allOf) ? value.allOf.map(objectSchemaOf) : undefined;
  return { properties, required, allOf };
}

/** Each property of a params or query schema as an OpenAPI parameter, its description lifted up. */
async function parametersOf(where: 'path' | 'query', schema: z.ZodType | undefined) {
  if (!schema) return [];
  const { schema: resolved } = await resolver(schema).toOpenAPISchema();
  const parameters: Parameter[] = [];
  const collect = (object: ObjectSchema) => {
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = property;
      parameters.push({
        in: where,
        name,
        schema: typeof description === 'string' ? { ...rest, description: undefined } : property,
        ...(object.required?.includes(name) ? { required: true } : {}),
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
    for (const member of object.allOf ?? []) collect(member);
  };
  collect(objectSchemaOf(resolved));
  return parameters;
}

/**
 * The path and query parameters of every call, for the reference. Resolving a
 * schema is asynchronous, so the document asks for them before mounting.
 */
export async function documentedParameters(calls: Call[]): Promise<Map<Call, Parameter[]>> {
  const entries = await Promise.all(
    calls.map(
      async (call): Promise<[Call, Parameter[]]> => [
        call,
        [
          ...(await parametersOf('path', call.params)),
          ...(await parametersOf('query', call.query)),
        ],
      ],
    ),
  );
  return new Map(entries);
}
