import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerTypeList } from '@/lib/contract/customer';
import { insertPeopleFixture, PEOPLE_TOKENS, type PeopleFixture } from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

const BASE = '/api/v3/customers/customer-type/';

async function list(query: string, token?: string) {
  const res = await t.call('GET', `${BASE}${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, body: customerTypeList.parse(res.body) };
}

describe('GET /api/v3/customers/customer-type/', () => {
  it('answers the live top-level types as the profile form asks for them, marking the declarable ones (v3: count, results)', async () => {
    const { body, res } = await list('?just_parent=true&soft_delete=false');
    expect(body).toEqual({
      count: 3,
      results: [
        {
          id: f.type.regular,
          name: 'مشتری عادی',
          parent_id: null,
          soft_delete: false,
          declarable: true,
        },
        {
          id: f.type.special,
          name: 'مشتری ویژه',
          parent_id: null,
          soft_delete: false,
          declarable: false,
        },
        {
          id: f.type.organisation,
          name: 'مشتری سازمانی',
          parent_id: null,
          soft_delete: false,
          declarable: true,
        },
      ],
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('lists sub-types too without just_parent, and never retired ones by default', async () => {
    const { body } = await list('');
    expect(body.results.map((type) => type.id)).toEqual([
      f.type.regular,
      f.type.special,
      f.type.gold,
      f.type.silver,
      f.type.organisation,
    ]);
    expect(body.results.find((type) => type.id === f.type.gold)).toMatchObject({
      parent_id: f.type.special,
      declarable: false,
    });
    expect((await list('?just_parent=false')).body.count).toBe(5);
  });

  it('answers the retired ones only when soft_delete=true', async () => {
    const { body } = await list('?soft_delete=true');
    expect(body.results.map((type) => type.id)).toEqual([f.type.retired]);
  });

  it('answers without the trailing slash too, privately with a token', async () => {
    const { res, body } = await list('?just_parent=1', PEOPLE_TOKENS.customerA);
    expect(body.count).toBe(3);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bare = await t.call('GET', '/api/v3/customers/customer-type?just_parent=true');
    expect(customerTypeList.parse(bare.body).count).toBe(3);
  });

  it('answers a bad flag with a v3 field error in Persian', async () => {
    for (const query of ['?just_parent=maybe', '?soft_delete=2', '?just_parent=']) {
      const res = await t.call('GET', `${BASE}${query}`);
      if (query === '?just_parent=') {
        // An empty value counts as not given, like every query of the API.
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBe(400);
      const errors = z.record(z.string(), z.array(z.string())).parse(res.body);
      const [field] = Object.keys(errors);
      expect(['just_parent', 'soft_delete']).toContain(field);
      expect(errors[field ?? '']?.[0]).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
