import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, customer } from '@/lib/contract/customer';
import { toPersianDigits } from '@/lib/format/digits';
import { tehranDate } from '@/lib/format/jalali';
import { customers } from '@/server/db/schema';
import { grantCustomerType } from '@/server/services/customer/customer-type-grant';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertPeopleFixture,
  msgOf,
  NATION_CODES,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

const tokenA = PEOPLE_TOKENS.customerA;
const getA = () => t.call('GET', `/api/v1/app/customers/${f.customer.a}`, { token: tokenA });
const editA = (body: unknown) =>
  t.call('POST', `/api/v1/app/customers/${f.customer.a}/edit`, { token: tokenA, body });

async function rowOf(id: number) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error('customer row missing');
  return row;
}

describe('GET /api/v1/app/customers/{id}', () => {
  it('answers the caller’s profile with every section-3 field, gender as the Persian word', async () => {
    const res = await getA();
    expectPrivate(res);
    expect(okData(res, customer)).toEqual({
      id: f.customer.a,
      mobile: '09121110001',
      first_name: 'مریم',
      last_name: 'احمدی',
      referrer: null,
      gender: 'زن',
      birthday: '1990-05-21',
      nation_code: NATION_CODES.a,
      father_name: 'رضا',
      postal_code: '8146713457',
      company_national_id: null,
      economic_code: null,
      extra: { number_id: '1234' },
      customer_type_id: f.type.gold,
      customer_type: { id: f.type.gold, name: 'طلایی', declarable: false },
      credit: 50_000,
    } satisfies Customer);
  });

  it('answers «مرد» for a man and nulls for an empty profile', async () => {
    const b = okData(
      await t.call('GET', `/api/v1/app/customers/${f.customer.b}`, {
        token: PEOPLE_TOKENS.customerB,
      }),
      customer,
    );
    expect(b.gender).toBe('مرد');
    expect(b.extra).toEqual({ number_id: null });
    expect(b.father_name).toBeNull();
  });

  it('answers 404 for another customer’s id and for an id nobody has', async () => {
    expectNotFound(await t.call('GET', `/api/v1/app/customers/${f.customer.b}`, { token: tokenA }));
    expectNotFound(await t.call('GET', '/api/v1/app/customers/999999', { token: tokenA }));
  });

  it('answers 400 for an id that is not a number', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectBadRequest(await t.call('GET', `/api/v1/app/customers/${id}`, { token: tokenA }), 'id');
    }
  });

  it('asks for a login first: 401 without a token, 403 for a guest', async () => {
    const path = `/api/v1/app/customers/${f.customer.a}`;
    expectFailure(await t.call('GET', path), 401);
    expectFailure(await t.call('GET', path, { token: PEOPLE_TOKENS.guest }), 403);
    expectFailure(await t.call('GET', '/api/v1/app/customers/abc'), 401);
  });
});

describe('POST /api/v1/app/customers/{id}/edit', () => {
  it('saves every section-3 field, reading Persian and Arabic digits', async () => {
    const res = await editA({
      first_name: 'مريم', // Arabic ي
      last_name: 'احمدی‌نژاد',
      gender: 'زن',
      birthday: '۱۹۹۱-۰۶-۲۲',
      nation_code: '۱۲۳۴۵۶۷۸۹۱',
      father_name: 'حسن',
      postal_code: '٨١٤٦٧١٣٤٥٨',
      extra: { number_id: '۵۶۷۸' },
      customer_type_id: f.type.gold,
      referrer: f.customer.c,
    });
    expectPrivate(res);
    expect(msgOf(res)).toBe('اطلاعات حساب شما ذخیره شد');
    const saved = okData(res, customer);
    expect(saved).toMatchObject({
      first_name: 'مریم',
      last_name: 'احمدی‌نژاد',
      gender: 'زن',
      birthday: '1991-06-22',
      nation_code: NATION_CODES.fresh,
      father_name: 'حسن',
      postal_code: '8146713458',
      extra: { number_id: '5678' },
      customer_type_id: f.type.gold,
      referrer: f.customer.c,
      credit: 50_000,
      mobile: '09121110001',
    });
    expect(okData(await getA(), customer)).toEqual(saved);
    const row = await rowOf(f.customer.a);
    expect(row.gender).toBe('woman');
    expect(row.points).toBe(120);
  });

  it('maps «مرد», and any word other than «زن», to man', async () => {
    expect(okData(await editA({ gender: 'مرد' }), customer).gender).toBe('مرد');
    expect((await rowOf(f.customer.a)).gender).toBe('man');
    expect(okData(await editA({ gender: 'man?' }), customer).gender).toBe('مرد');
    expect(okData(await editA({ gender: ' زن ' }), customer).gender).toBe('زن');
    expect((await rowOf(f.customer.a)).gender).toBe('woman');
  });

  it('changes only the fields sent, and clears optional ones sent as null or ""', async () => {
    const before = okData(await getA(), customer);
    const after = okData(await editA({ father_name: '', postal_code: null }), customer);
    expect(after).toEqual({ ...before, father_name: null, postal_code: null });
    const cleared = okData(await editA({ extra: { number_id: '' } }), customer);
    expect(cleared.extra).toEqual({ number_id: null });
    expect(okData(await editA({}), customer)).toEqual(cleared);
    okData(await editA({ father_name: 'حسن', postal_code: '8146713458' }), customer);
  });

  describe('refuses fields a customer must not set, naming each, and writes nothing', () => {
    const refused: Record<string, unknown>[] = [
      { credit: 9_999_999 },
      { points: 5000 },
      { mobile: '09129999999' },
      { id: 1 },
      { role: 'staff' },
      { customer_id: 2 },
      { customer: 2 },
      { user_id: 1 },
    ];
    for (const body of refused) {
      it(Object.keys(body).join(','), async () => {
        const before = await rowOf(f.customer.a);
        const res = await editA({ first_name: 'نام‌تازه', ...body });
        expectBadRequest(res, ...Object.keys(body));
        expectPrivate(res);
        expect(await rowOf(f.customer.a)).toEqual(before);
      });
    }

    it('names every refused field at once, along with other bad fields', async () => {
      const res = await editA({ credit: 1, mobile: '0912', postal_code: '12' });
      expectBadRequest(res, 'credit', 'mobile', 'postal_code');
    });
  });

  it('never changes credit, whatever is sent', async () => {
    await editA({ credit: 1_000_000 });
    await editA({ extra: { number_id: '1', credit: 5 }, first_name: 'مریم' });
    expect((await rowOf(f.customer.a)).credit).toBe(50_000);
    expect(okData(await getA(), customer).credit).toBe(50_000);
  });

  describe('bad input answers 400 with the field’s Persian error and writes nothing', () => {
    const tomorrow = (() => {
      const day = new Date(`${tehranDate(new Date())}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    })();
    const cases: [string, Record<string, unknown>][] = [
      ['first_name', { first_name: '' }],
      ['first_name', { first_name: '   ' }],
      ['first_name', { first_name: 'مریم۲' }],
      ['first_name', { first_name: 'ا'.repeat(81) }],
      ['first_name', { first_name: 12 }],
      ['last_name', { last_name: '<script>' }],
      ['gender', { gender: 1 }],
      ['birthday', { birthday: '1990/05/21' }],
      ['birthday', { birthday: '1990-02-30' }],
      ['birthday', { birthday: '1899-12-31' }],
      ['birthday', { birthday: tomorrow }],
      ['birthday', { birthday: 'دیروز' }],
      ['nation_code', { nation_code: '0499370898' }],
      ['nation_code', { nation_code: '1111111111' }],
      ['nation_code', { nation_code: '049937089' }],
      ['nation_code', { nation_code: 499370899 }],
      ['father_name', { father_name: 'x1' }],
      ['postal_code', { postal_code: '814671345' }],
      ['postal_code', { postal_code: '81467134577' }],
      ['postal_code', { postal_code: '81467-1345' }],
      ['extra.number_id', { extra: { number_id: '12345678901' } }],
      ['extra.number_id', { extra: { number_id: 'abc' } }],
      ['extra', { extra: 'x' }],
      ['customer_type_id', { customer_type_id: 'abc' }],
      ['customer_type_id', { customer_type_id: -1 }],
      ['customer_type_id', { customer_type_id: 1.5 }],
      ['customer_type_id', { customer_type_id: 999_999 }],
      ['referrer', { referrer: 'x' }],
      ['referrer', { referrer: 999_999 }],
    ];
    for (const [field, body] of cases) {
      it(`${field} ← ${JSON.stringify(body).slice(0, 60)}`, async () => {
        const before = await rowOf(f.customer.a);
        expectBadRequest(await editA(body), field);
        expect(await rowOf(f.customer.a)).toEqual(before);
      });
    }

    it('refuses a body that is not a JSON object', async () => {
      expectBadRequest(await editA('{not json'));
      expectBadRequest(await editA([1, 2]));
      expectBadRequest(await editA('"text"'));
    });
  });

  describe('customer types', () => {
    const editB = (body: unknown) =>
      t.call('POST', `/api/v1/app/customers/${f.customer.b}/edit`, {
        token: PEOPLE_TOKENS.customerB,
        body,
      });
    const typeOfB = async () => (await rowOf(f.customer.b)).customerTypeId;

    it('lets a customer pick a declarable type, by number or in any digits, and clear it', async () => {
      const picked = okData(
        await editB({ customer_type_id: toPersianDigits(f.type.organisation) }),
        customer,
      );
      expect(picked.customer_type).toEqual({
        id: f.type.organisation,
        name: 'مشتری سازمانی',
        declarable: true,
      });
      expect(okData(await editB({ customer_type_id: null }), customer).customer_type).toBeNull();
      const back = okData(await editB({ customer_type_id: f.type.regular }), customer);
      expect(back.customer_type_id).toBe(f.type.regular);
    });

    it('refuses a type only staff grant with a Persian 400 that names it, and writes nothing', async () => {
      for (const [typeId, name] of [
        [f.type.special, 'مشتری ویژه'],
        [f.type.gold, 'طلایی'],
      ] as const) {
        const before = await rowOf(f.customer.b);
        const body = expectBadRequest(
          await editB({ customer_type_id: typeId, first_name: 'حمید' }),
          'customer_type_id',
        );
        expect(body.msg).toBe(
          `«${name}» را فقط فروشگاه می‌تواند برای شما ثبت کند؛ یکی از نوع‌های فهرست را انتخاب کنید`,
        );
        expect(body.errors?.customer_type_id).toEqual([body.msg]);
        expect(await rowOf(f.customer.b)).toEqual(before);
      }
    });

    it('refuses a retired type and one that does not exist', async () => {
      for (const typeId of [f.type.retired, 999_999]) {
        const body = expectBadRequest(
          await editB({ customer_type_id: typeId }),
          'customer_type_id',
        );
        expect(body.msg).toBe('نوع مشتری انتخاب‌شده معتبر نیست');
      }
      expect(await typeOfB()).toBe(f.type.regular);
    });

    it('keeps a type the shop granted: the customer may send it back unchanged, never change or clear it', async () => {
      expect(
        okData(await editA({ customer_type_id: f.type.gold }), customer).customer_type_id,
      ).toBe(f.type.gold);
      for (const typeId of [f.type.regular, null, f.type.silver]) {
        const body = expectBadRequest(
          await editA({ customer_type_id: typeId }),
          'customer_type_id',
        );
        expect(body.msg).toBe(
          'نوع مشتری شما («طلایی») را فروشگاه ثبت کرده است و فقط فروشگاه می‌تواند آن را تغییر دهد',
        );
      }
      expect((await rowOf(f.customer.a)).customerTypeId).toBe(f.type.gold);
    });

    it('is granted by staff (npm run staff -- customer:type), privileged types included', async () => {
      const granted = await grantCustomerType(t.db, f.customer.b, f.type.silver);
      expect(granted.customer_type).toEqual({
        id: f.type.silver,
        name: 'نقره‌ای',
        declarable: false,
      });
      const seen = okData(
        await t.call('GET', `/api/v1/app/customers/${f.customer.b}`, {
          token: PEOPLE_TOKENS.customerB,
        }),
        customer,
      );
      expect(seen.customer_type_id).toBe(f.type.silver);
      expectBadRequest(await editB({ customer_type_id: f.type.regular }), 'customer_type_id');
      expect(await typeOfB()).toBe(f.type.silver);

      await expect(grantCustomerType(t.db, f.customer.b, f.type.retired)).rejects.toMatchObject({
        status: 400,
        msg: 'نوع مشتری انتخاب‌شده معتبر نیست',
      });
      await expect(grantCustomerType(t.db, 999_999, f.type.regular)).rejects.toMatchObject({
        status: 404,
      });
      expect(await typeOfB()).toBe(f.type.silver);
      expect((await grantCustomerType(t.db, f.customer.b, f.type.regular)).customer_type_id).toBe(
        f.type.regular,
      );
    });
  });

  describe('referrer', () => {
    const editB = (body: unknown) =>
      t.call('POST', `/api/v1/app/customers/${f.customer.b}/edit`, {
        token: PEOPLE_TOKENS.customerB,
        body,
      });

    it('is refused for oneself and for an unknown customer', async () => {
      expectBadRequest(await editB({ referrer: f.customer.b }), 'referrer');
      expectBadRequest(await editB({ referrer: 424_242 }), 'referrer');
      expect((await rowOf(f.customer.b)).referrerId).toBeNull();
    });

    it('is set once, then neither changed nor cleared', async () => {
      expect(okData(await editB({ referrer: String(f.customer.c) }), customer).referrer).toBe(
        f.customer.c,
      );
      expectBadRequest(await editB({ referrer: f.customer.a }), 'referrer');
      expect(okData(await editB({ referrer: f.customer.c }), customer).referrer).toBe(f.customer.c);
      expect(okData(await editB({ referrer: null }), customer).referrer).toBe(f.customer.c);
      expect(okData(await editB({ referrer: '' }), customer).referrer).toBe(f.customer.c);
    });
  });

  it('answers 404 for another customer’s id and changes nothing of theirs', async () => {
    const before = await rowOf(f.customer.b);
    const res = await t.call('POST', `/api/v1/app/customers/${f.customer.b}/edit`, {
      token: tokenA,
      body: { first_name: 'دزد' },
    });
    expectNotFound(res);
    expectPrivate(res);
    expect(await rowOf(f.customer.b)).toEqual(before);
  });

  it('checks the caller before the body: 401 and 403 even for bad input', async () => {
    const path = `/api/v1/app/customers/${f.customer.a}/edit`;
    expectFailure(await t.call('POST', path, { body: { credit: 5 } }), 401);
    expectFailure(await t.call('POST', path, { token: PEOPLE_TOKENS.guest, body: '{' }), 403);
    expectFailure(await t.call('POST', path, { token: PEOPLE_TOKENS.staff, body: {} }), 403);
  });
});
