import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/server/errors/api-error';
import { parseOrThrow } from '@/server/http/validate';

function fieldErrorsOf(schema: z.ZodType, input: unknown) {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (error instanceof ApiError) return error.errors;
  }
  throw new Error('expected a refusal');
}

describe('API field errors read as plain Persian', () => {
  const body = z.object({
    id: z.coerce.number().int().positive(),
    count: z.number().int().min(1).max(99),
    code: z.string().trim().min(1).max(40),
    kind: z.enum(['cash', 'card']),
    items: z.array(z.number()).min(1),
  });

  it('says what is wrong without zod’s English type names', () => {
    expect(
      fieldErrorsOf(body, { id: 'abc', count: 120, code: '', kind: 'gold', items: [] }),
    ).toEqual({
      id: ['باید عدد باشد'],
      count: ['باید حداکثر ۹۹ باشد'],
      code: ['این بخش را پر کنید'],
      kind: ['یکی از این‌ها را بفرستید: cash، card'],
      items: ['دست‌کم ۱ مورد لازم است'],
    });
  });

  it('asks for a missing field and keeps a schema’s own message', () => {
    const own = z.object({ name: z.string().min(2, 'نام کوتاه است') });
    expect(fieldErrorsOf(body.pick({ count: true }), {})).toEqual({
      count: ['این بخش را پر کنید'],
    });
    expect(fieldErrorsOf(own, { name: 'a' })).toEqual({ name: ['نام کوتاه است'] });
  });
});
