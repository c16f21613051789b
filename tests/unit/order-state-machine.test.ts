import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/contract/order-status';
import {
  canMove,
  customerActions,
  holdsResources,
  moveEffect,
  nextStatuses,
} from '@/server/services/order/state-machine';

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('the order state machine', () => {
  it('lets a customer only cancel a created order and re-request a canceled one', () => {
    const allowed = pairs.filter(([from, to]) => canMove('customer', from, to));
    expect(allowed).toEqual([
      ['created', 'canceled'],
      ['canceled', 'created'],
    ]);
  });

  it('lets staff make exactly the listed moves', () => {
    const allowed = pairs.filter(([from, to]) => canMove('staff', from, to));
    expect(allowed).toEqual([
      ['created', 'in_progress'],
      ['created', 'cancel'],
      ['in_progress', 'ready'],
      ['in_progress', 'cancel'],
      ['ready', 'send'],
      ['ready', 'cancel'],
      ['ready', 'completed'],
      ['send', 'rt_wait'],
      ['send', 'completed'],
      ['rt_wait', 'send'],
      ['rt_wait', 'rt_accept'],
      ['rt_accept', 'canceled'],
      ['cancel', 'canceled'],
    ]);
    expect(nextStatuses('staff', 'completed')).toEqual([]);
    expect(nextStatuses('staff', 'canceled')).toEqual([]);
  });

  it('never moves an order to the status it is in', () => {
    for (const status of ORDER_STATUSES) {
      expect(canMove('staff', status, status)).toBe(false);
      expect(canMove('customer', status, status)).toBe(false);
    }
  });

  it('releases on entering a cancelled status, retakes on leaving one, and nothing else', () => {
    expect(ORDER_STATUSES.filter((status) => !holdsResources(status))).toEqual([
      'cancel',
      'canceled',
    ]);
    expect(moveEffect('created', 'canceled')).toBe('release');
    expect(moveEffect('ready', 'cancel')).toBe('release');
    expect(moveEffect('rt_accept', 'canceled')).toBe('release');
    expect(moveEffect('cancel', 'canceled')).toBe('none');
    expect(moveEffect('canceled', 'created')).toBe('retake');
    expect(moveEffect('created', 'in_progress')).toBe('none');
  });

  it('offers the customer the actions their order allows', () => {
    const base = { paymentType: 'cash', submitBy: 'site', isPaid: false, rated: false } as const;
    expect(customerActions({ ...base, status: 'created' })).toEqual(['cancel']);
    expect(customerActions({ ...base, status: 'canceled' })).toEqual(['re_request']);
    expect(customerActions({ ...base, status: 'created', paymentType: 'card' })).toEqual([
      'cancel',
      'pay',
    ]);
    expect(customerActions({ ...base, status: 'in_progress', submitBy: 'panel' })).toEqual(['pay']);
    expect(
      customerActions({ ...base, status: 'in_progress', paymentType: 'credit', isPaid: true }),
    ).toEqual([]);
    expect(customerActions({ ...base, status: 'ready', paymentType: 'card' })).toEqual([]);
    expect(customerActions({ ...base, status: 'completed' })).toEqual(['rate']);
    expect(customerActions({ ...base, status: 'completed', rated: true })).toEqual([]);
  });
});
