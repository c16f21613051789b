import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { address, addressList, deletedAddress, lastLocation } from '@/lib/contract/address';
import { customer } from '@/lib/contract/customer';
import { addresses, customers } from '@/server/db/schema';
import {
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertPeopleFixture,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
  POINTS,
} from '../helpers/people-fixture';
import type { CallResult } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/**
 * Every customer-scoped route, called by everyone who might try it: nobody,
 * broken and dead tokens, a guest, staff, the owner and another customer. Only
 * the owner is answered; another customer's id answers 404; and no call by
 * anyone else changes a row or lets the owner's data out.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

type Who = 'a' | 'b';
const TOKEN: Record<Who, string> = { a: PEOPLE_TOKENS.customerA, b: PEOPLE_TOKENS.customerB };
const other = (who: Who): Who => (who === 'a' ? 'b' : 'a');

/** What identifies each customer's data in an answer: it must never reach the other. */
const SECRETS: Record<Who, string[]> = {
  a: ['09121110001', 'مریم', 'خیابان حافظ', 'سپاهان‌شهر', '8146713457', '0499370899'],
  b: ['09121110002', 'علی', 'خیابان چهارباغ', '8179875193', '0684159414'],
};

type Route = {
  name: string;
  method: 'GET' | 'POST';
  /** The path aimed at `who`'s data. */
  path: (who: Who) => string;
  body?: unknown;
  /** Names another customer's id or address in the path: a stranger gets 404. */
  scoped: boolean;
  /** The owner's successful answer, checked against the contract. */
  answer: z.ZodType;
};

const homeOf = (who: Who) => (who === 'a' ? f.address.aHome : f.address.bHome);
const idOf = (who: Who) => f.customer[who];

const ROUTES: Route[] = [
  {
    name: 'profile',
    method: 'GET',
    path: (who) => `/api/v1/app/customers/${idOf(who)}`,
    scoped: true,
    answer: customer,
  },
  {
    name: 'profile edit',
    method: 'POST',
    path: (who) => `/api/v1/app/customers/${idOf(who)}/edit`,
    body: { first_name: 'نفوذی', father_name: 'نفوذی' },
    scoped: true,
    answer: customer,
  },
  {
    name: 'address list',
    method: 'GET',
    path: () => '/api/v1/app/addresses',
    scoped: false,
    answer: addressList,
  },
  {
    name: 'address add',
    method: 'POST',
    path: () => '/api/v1/app/addresses/add',
    body: { title: 'نفوذی', address: 'نشانی نفوذی', ...POINTS.centre },
    scoped: false,
    answer: address,
  },
  {
    name: 'address edit',
    method: 'POST',
    path: (who) => `/api/v1/app/addresses/${homeOf(who)}/edit`,
    body: { title: 'نفوذی', ...POINTS.outside },
    scoped: true,
    answer: address,
  },
  {
    name: 'address delete',
    method: 'POST',
    path: (who) => `/api/v1/app/addresses/${homeOf(who)}/delete`,
    scoped: true,
    answer: deletedAddress,
  },
  {
    name: 'preferred address',
    method: 'GET',
    path: (who) => `/api/v1/app/customer/${idOf(who)}/addresses/preferred`,
    scoped: true,
    answer: address.nullable(),
  },
  {
    name: 'last location',
    method: 'GET',
    path: (who) => `/api/v1/app/customer/${idOf(who)}/location/last`,
    scoped: true,
    answer: lastLocation.nullable(),
  },
];

/** Every row a customer call could touch, to prove a refused call touched none. */
async function snapshot() {
  return {
    customers: await t.db.select().from(customers).orderBy(asc(customers.id)),
    addresses: await t.db.select().from(addresses).orderBy(asc(addresses.id)),
  };
}

const call = (route: Route, target: Who, headers: Record<string, string> = {}, token?: string) =>
  t.call(route.method, route.path(target), { token, headers, body: route.body });

function expectNoSecretsOf(who: Who, res: CallResult) {
  const text = JSON.stringify(res.body);
  for (const secret of SECRETS[who]) expect(text, `leaked ${secret}`).not.toContain(secret);
}

const UNAUTHENTICATED: [string, { token?: string; headers?: Record<string, string> }][] = [
  ['no token', {}],
  ['an expired token', { token: PEOPLE_TOKENS.expiredA }],
  ['a revoked token', { token: PEOPLE_TOKENS.revokedA }],
  ['an unknown token', { token: 'nobody-knows-this-token-0000000000' }],
  ['a malformed header', { headers: { authorization: 'Bearer short' } }],
  ['another scheme', { headers: { authorization: `Basic ${PEOPLE_TOKENS.customerA}` } }],
];

const NOT_CUSTOMERS: [string, string][] = [
  ['a guest', PEOPLE_TOKENS.guest],
  ['staff', PEOPLE_TOKENS.staff],
];

describe.each(ROUTES)('$method $name', (route) => {
  for (const [label, { token, headers }] of UNAUTHENTICATED) {
    it(`answers 401 to ${label} and changes nothing`, async () => {
      const before = await snapshot();
      const res = await call(route, 'a', headers, token);
      expectFailure(res, 401);
      expectPrivate(res);
      expectNoSecretsOf('a', res);
      expect(await snapshot()).toEqual(before);
    });
  }

  for (const [label, token] of NOT_CUSTOMERS) {
    it(`answers 403 to ${label} and changes nothing`, async () => {
      const before = await snapshot();
      const res = await call(route, 'a', {}, token);
      expectFailure(res, 403);
      expectPrivate(res);
      expectNoSecretsOf('a', res);
      expect(await snapshot()).toEqual(before);
    });
  }

  for (const attacker of ['a', 'b'] as const) {
    const victim = other(attacker);
    if (route.scoped) {
      it(`answers 404 to customer ${attacker.toUpperCase()} aiming at ${victim.toUpperCase()}’s data, which stays as it was`, async () => {
        const before = await snapshot();
        const res = await call(route, victim, {}, TOKEN[attacker]);
        expectNotFound(res);
        expectPrivate(res);
        expectNoSecretsOf(victim, res);
        expect(await snapshot()).toEqual(before);
      });
    } else {
      it(`answers customer ${attacker.toUpperCase()} only with their own data`, async () => {
        const victimBefore = (await snapshot()).addresses.filter(
          (row) => row.customerId === idOf(victim),
        );
        const res = await call(route, attacker, {}, TOKEN[attacker]);
        okData(res, route.answer);
        expectPrivate(res);
        expectNoSecretsOf(victim, res);
        const victimAfter = (await snapshot()).addresses.filter(
          (row) => row.customerId === idOf(victim),
        );
        expect(victimAfter).toEqual(victimBefore);
      });
    }
  }
});

/* The owner last, since edits and deletes change what the refusals above compared. */
describe('the owner', () => {
  for (const who of ['a', 'b'] as const) {
    it(`customer ${who.toUpperCase()} is answered on every route, and never with the other’s data`, async () => {
      for (const route of ROUTES) {
        const otherBefore = (await snapshot()).customers.find((row) => row.id === idOf(other(who)));
        const res = await call(route, who, {}, TOKEN[who]);
        okData(res, route.answer);
        expectPrivate(res);
        expectNoSecretsOf(other(who), res);
        expect((await snapshot()).customers.find((row) => row.id === idOf(other(who)))).toEqual(
          otherBefore,
        );
      }
    });
  }
});
