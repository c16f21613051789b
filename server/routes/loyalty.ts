/**
 * Loyalty (spec §7 "Loyalty, gifts, notifications" and the referral calls of
 * "Customer"): the points ledger, gifts and gift requests, the wheel of
 * fortune and referrals. Every customer-scoped call answers only for the
 * caller: another customer's id or request is a 404.
 */

import { loyaltyCalls } from '@/lib/contract/calls/loyalty';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import {
  cancelGiftRequest,
  getGift,
  listGiftCategories,
  listGiftRequests,
  listGifts,
  requestGift,
} from '@/server/services/loyalty/gifts';
import {
  claimReferral,
  readInvite,
  referralLinkOf,
} from '@/server/services/loyalty/referral-links';
import {
  createReferral,
  listReferralPlans,
  listReferrals,
} from '@/server/services/loyalty/referrals';
import {
  estimateScore,
  getPoints,
  listHistories,
  customerBehavior as readBehavior,
} from '@/server/services/loyalty/scoring';
import { moveGiftRequest } from '@/server/services/loyalty/staff-gift-requests';
import { wheelGifts as readWheel, spinWheel } from '@/server/services/loyalty/wheel';
import { requestOrigin } from '@/server/site/request-origin';

const messages = apiMessages.loyalty;

export const loyaltyRoutes: Call[] = [
  jsonCall(loyaltyCalls.points, {
    access: 'customer',
    owner: 'id',
    tag: 'loyalty',
    summary: 'The caller’s points and their newest history rows (`id` is the caller’s customer id)',
    description:
      'points is the sum of the ledger (every change is a row with its reason); another customer’s id is a 404.',
    handler: async ({ db, caller }) => ({
      data: await getPoints(db, caller.customerId),
      msg: messages.pointsRead,
    }),
  }),
  jsonCall(loyaltyCalls.histories, {
    access: 'customer',
    tag: 'loyalty',
    summary: 'The caller’s points ledger, newest first, paged (results, count, page_count)',
    description:
      'Reasons: signup, order, order_reversal, collection, referral, referred, wheel, gift_request, gift_refund, staff; title says it in Persian.',
    handler: async ({ db, caller, query }) => ({
      data: await listHistories(db, caller.customerId, query.page, query.limit),
      msg: messages.historiesRead,
    }),
  }),
  jsonCall(loyaltyCalls.scoreEstimate, {
    access: 'customer',
    owner: 'id',
    tag: 'loyalty',
    summary: 'Points the caller’s cart (or one of their orders, `order_id`) earns when completed',
    description:
      'Each line earns its points per unit (price × score_factor ÷ 1000, rounded down, as GET /product/{id}/score_factor/ answers) times its count. Another customer’s id or order is a 404.',
    handler: async ({ db, caller, query }) => ({
      data: await estimateScore(db, caller.customerId, query.order_id),
      msg: messages.scoreRead,
    }),
  }),
  jsonCall(loyaltyCalls.customerBehavior, {
    access: 'customer',
    tag: 'loyalty',
    summary:
      'The caller’s standing for promotions: orders, points earned this month, the next gift',
    handler: async ({ db, caller }) => ({
      data: await readBehavior(db, caller.customerId, new Date()),
      msg: messages.behaviorRead,
    }),
  }),
  jsonCall(loyaltyCalls.giftCategories, {
    access: 'none',
    tag: 'loyalty',
    summary: 'Live gift categories ({count, results}, plain v3 JSON)',
    handler: async ({ db }) => ({ data: await listGiftCategories(db) }),
  }),
  jsonCall(loyaltyCalls.gifts, {
    access: 'none',
    tag: 'loyalty',
    summary: 'Active gifts, of one category when `category` is sent, cheapest first',
    handler: async ({ db, query }) => ({
      data: await listGifts(db, query.category),
      msg: messages.giftsRead,
    }),
  }),
  jsonCall(loyaltyCalls.gift, {
    access: 'none',
    tag: 'loyalty',
    summary: 'One gift (an inactive one answers is_active false)',
    handler: async ({ db, params }) => ({
      data: await getGift(db, params.id),
      msg: messages.giftRead,
    }),
  }),
  jsonCall(loyaltyCalls.requestGift, {
    access: 'customer',
    tag: 'loyalty',
    idempotent: true,
    summary:
      'Request a gift: spends its points and holds one unit of its stock, in one transaction',
    description: `The body carries who receives it (first_name, last_name, mobile), where (address_id of the caller’s, or branch_id for a gift collected at a branch, as the gift’s delivery says) and nation_code when the gift requires it. An inactive or unknown gift, one out of stock, too few points, or a bad field: a 400 with a Persian msg (field errors under errors), nothing written. ${repeatSafe('the first request and the points left then: one request, the points spent once')}`,
    handler: async ({ db, caller, body }) => {
      const result = await requestGift(db, caller.customerId, body);
      return {
        data: { request: result.request, points: result.points },
        msg: fillMessage(messages.giftRequested, {
          gift: result.giftTitle,
          points: result.request.points,
        }),
      };
    },
  }),
  jsonCall(loyaltyCalls.giftRequests, {
    access: 'customer',
    tag: 'loyalty',
    summary: 'The caller’s gift requests, newest first, 10 a page (results, page_count, count)',
    handler: async ({ db, caller, query }) => ({
      data: await listGiftRequests(db, caller.customerId, query.page, query.limit),
      msg: messages.giftRequestsRead,
    }),
  }),
  jsonCall(loyaltyCalls.cancelGiftRequest, {
    access: 'customer',
    tag: 'loyalty',
    idempotent: true,
    summary: 'Cancel the caller’s pending request ({status: 5}); its points and stock come back',
    description: `Only a request staff have not started (status 1) may be cancelled; another customer’s request is a 404. A cancel racing a staff move waits for it on the request’s row lock, so points come back once. ${repeatSafe('the first cancel (a 200, where a second cancel without a key is a 400)')}`,
    handler: async ({ db, caller, params }) => {
      const result = await cancelGiftRequest(db, caller.customerId, params.id);
      return {
        data: result,
        msg: fillMessage(messages.giftRequestCancelled, { points: result.request.points }),
      };
    },
  }),
  jsonCall(loyaltyCalls.wheelGifts, {
    access: 'optional',
    tag: 'loyalty',
    summary: 'The wheel’s prizes; for a customer, when they may spin next (null: now)',
    handler: async ({ db, caller }) => ({
      data: await readWheel(db, caller?.customerId ?? null, new Date()),
      msg: messages.wheelRead,
    }),
  }),
  jsonCall(loyaltyCalls.spinWheel, {
    access: 'customer',
    cache: 'no-store',
    tag: 'loyalty',
    idempotent: true,
    summary:
      'Spin the wheel once per period: results (prizes) and the prize drawn, already applied',
    description: `The prize is drawn by weight with a cryptographically secure generator and applied in the same transaction (points, a personal single-use coupon code, account credit, or nothing). One spin per period (WHEEL_PERIOD_DAYS Tehran days, one by default): another spin in the same period is a 429 whose msg says when the next is allowed. ${repeatSafe('the first spin and its prize (a 200, where a second spin without a key is a 429)')}`,
    handler: async ({ db, caller }) => {
      const { spin, msg } = await spinWheel(db, caller.customerId, new Date());
      return { data: spin, msg };
    },
  }),
  jsonCall(loyaltyCalls.referralPlans, {
    access: 'none',
    tag: 'loyalty',
    summary: 'Referral plans ({count, results}), filtered by is_active and soft_delete',
    description:
      'A plan past its ends_at is inactive: is_active=true never lists it, and it reads is_active false.',
    handler: async ({ db, query }) => ({
      data: await listReferralPlans(db, {
        isActive: query.is_active,
        softDelete: query.soft_delete,
      }),
    }),
  }),
  jsonCall(loyaltyCalls.refer, {
    access: 'customer',
    tag: 'loyalty',
    summary: 'Introduce a friend by mobile and name under a live plan',
    description:
      'The friend is linked when they first log in with that mobile (both are notified then); the plan’s points go to the referrer once, when the friend’s first order is completed. Refused (400 {detail}): oneself, a mobile already a customer or already introduced, an inactive plan or one past its end, the plan’s per-referrer limit.',
    handler: async ({ db, caller, body }) => ({
      data: await createReferral(db, caller.customerId, body),
      status: 201,
    }),
  }),
  jsonCall(loyaltyCalls.referrals, {
    access: 'customer',
    tag: 'loyalty',
    summary: 'The friends the caller introduced ({count, results}), mobiles masked',
    handler: async ({ db, caller }) => ({ data: await listReferrals(db, caller.customerId) }),
  }),
  jsonCall(loyaltyCalls.referralLink, {
    access: 'customer',
    tag: 'loyalty',
    chosen: true,
    summary: 'The caller’s invitation code and the link to share ({code, link}: /login?ref={code})',
    description:
      'Made the first time it is asked for, then always the same: random capitals and digits, so no code says whose it is. The link is on SITE_URL, or on the local address the call came to.',
    handler: async ({ c, db, caller }) => ({
      data: await referralLinkOf(db, caller.customerId, requestOrigin(c.req.raw)),
    }),
  }),
  jsonCall(loyaltyCalls.referralInvite, {
    access: 'none',
    // It names a customer and what a friend would earn now: never kept by a shared cache.
    cache: 'no-store',
    tag: 'loyalty',
    chosen: true,
    summary:
      'Who an invitation code is from, and the plan a friend joining now is taken in under (what they earn), or plan null',
    description: 'An unknown code is a 404 {detail}.',
    handler: async ({ db, params }) => ({ data: await readInvite(db, params.code, new Date()) }),
  }),
  jsonCall(loyaltyCalls.claimReferral, {
    access: 'customer',
    tag: 'loyalty',
    chosen: true,
    summary:
      'A customer who just signed up through an invitation link is tied to its referrer; both are notified',
    description:
      'Taken under the plan GET /referrals/invite/{code}/ names. Refused (400 {detail}): one’s own code, a customer already introduced or with a referrer, an account older than a day or with an order, no live plan. An unknown code is a 404.',
    handler: async ({ db, caller, body }) => ({
      data: await claimReferral(db, caller.customerId, body.code, new Date()),
      status: 201,
    }),
  }),
  jsonCall(loyaltyCalls.staffGiftRequestStatus, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary:
      'Move a gift request on: accept (2), mark sent (3) or reject (4, points and stock back)',
    description: `Pending → accepted | rejected; accepted → sent | rejected. Each move notifies the customer. A move the request’s status does not allow is a 400. ${repeatSafe('the first move (a rejection gives the points back once)')}`,
    handler: async ({ db, params, body }) => {
      const moved = await moveGiftRequest(db, params.id, body.status);
      return {
        data: moved,
        msg: fillMessage(messages.giftRequestMoved, { status: moved.status_title }),
      };
    },
  }),
  jsonCall(loyaltyCalls.staffGiftRequests, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary:
      'Every customer’s gift requests (of one status when `status` is sent), newest first, paged',
    handler: async ({ db, query }) => ({
      data: await listGiftRequests(db, null, query.page, query.limit, query.status),
    }),
  }),
];
