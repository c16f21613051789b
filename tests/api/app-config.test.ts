import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, shops } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/app/config', () => {
  it('answers 404 in Persian before the shop is configured', async () => {
    const res = await t.call('GET', '/api/v1/app/config');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, msg: 'اطلاعات درخواستی یافت نشد' });
  });

  it('answers the configuration in the envelope', async () => {
    await t.db.insert(appConfig).values({
      config: {
        shop_name: 'فروشگاه',
        price_range: { min: 0, max: 1000 },
        palette: { primary: '#0a7', secondary: '#333', accent: '#f80' },
        skeletonType: 'card',
        support_phone: '03100000000',
      },
    });
    const res = await t.call('GET', '/api/v1/app/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 200,
      data: { config: { skeletonType: 'card' }, branches: [] },
    });
  });

  it('lists the branches pickups are collected from, the default first', async () => {
    const [first, second] = await t.db
      .insert(shops)
      .values([
        {
          name: 'شعبه‌ی نقش جهان',
          address: 'میدان امام',
          opensAt: '09:00',
          closesAt: '22:00',
          lat: 32.66,
          lng: 51.6776,
        },
        { name: 'شعبه‌ی جلفا', address: 'خیابان نظر' },
      ])
      .returning({ id: shops.id });
    const res = await t.call('GET', '/api/v1/app/config');
    expect((res.body as { data: { branches: unknown[] } }).data.branches).toEqual([
      {
        id: first?.id,
        name: 'شعبه‌ی نقش جهان',
        address: 'میدان امام',
        opens_at: '09:00',
        closes_at: '22:00',
        lat: 32.66,
        lng: 51.6776,
      },
      {
        id: second?.id,
        name: 'شعبه‌ی جلفا',
        address: 'خیابان نظر',
        opens_at: null,
        closes_at: null,
        lat: null,
        lng: null,
      },
    ]);
  });

  it('answers unknown paths with 404 and v3 paths in REST style', async () => {
    expect((await t.call('GET', '/api/v1/nothing')).body).toMatchObject({
      success: false,
      code: 404,
    });
    expect((await t.call('GET', '/api/v3/nothing')).body).toEqual({
      detail: 'اطلاعات درخواستی یافت نشد',
    });
  });
});
