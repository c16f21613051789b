import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '@/lib/contract/common';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('request bodies', () => {
  it('refuses a JSON body over 1 MB with a Persian 413 before any call reads it', async () => {
    const name = 'پ'.repeat(700_000);
    const res = await t.call('POST', '/api/v1/products/search', { body: { name } });
    expect(res.status).toBe(413);
    expect(failureEnvelope.parse(res.body).msg).toBe('حجم درخواست بیش از اندازهٔ مجاز است.');
  });

  it('still takes an ordinary body', async () => {
    const res = await t.call('POST', '/api/v1/products/search', { body: { name: 'گز' } });
    expect(res.status).toBe(200);
  });
});
