import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/contract/order';
import { TAB_STATUSES, tabOfStatus } from '@/lib/contract/order-status';
import {
  dayOf,
  hasReservableProduct,
  orderCardRows,
  pickupDateOf,
  productTypes,
  windowHours,
} from '@/lib/orders/card-rows';
import { statusColor, statusTone } from '@/lib/orders/status';

type Line = Order['products'][number];

function line(name: string, reservable?: 'true' | 'false'): Line {
  return {
    line_id: name.length,
    product_id: name.length,
    name,
    count: 1,
    unit_price: 1000,
    total: 1000,
    toppings: [],
    product: {
      id: name.length,
      slug: 'p',
      image: '/images/p.jpg',
      category_name: 'نان',
      extra: reservable ? { reservable } : {},
    },
  };
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 12,
    id: 'A-1012',
    status: 'created',
    status_title: 'ثبت شده',
    kind: 'order',
    submit_by: 'site',
    created_by: null,
    customer: { id: 5 },
    created_at: '2026-11-21T08:00:00.000Z',
    reserve_date: '2026-11-23',
    weekday: 'دوشنبه',
    zone_time: { start_time: '09:00', end_time: '12:30' },
    next_order_time: null,
    next_order_time_timestamp: null,
    delivery_type: 'delivery',
    payment_type: 'cash',
    is_paid: false,
    refund: null,
    is_bulk: false,
    invoice: { items_price: 1000, discount: 0, shipping_price: 0, price: 1000 },
    address: null,
    pickup_branch: null,
    description: '',
    msg: null,
    return_request: null,
    return_deadline: null,
    products: [line('نان سنگک'), line('گز', 'true'), line('نان سنگک')],
    rating: null,
    actions: ['cancel'],
    ...overrides,
  };
}

const keys = (o: Order, hideDetails = false) =>
  orderCardRows(o, { hideDetails }).map((row) => row.key);

describe('order card rows', () => {
  it('shows every row whose value exists, in the spec order', () => {
    expect(keys(order({ msg: 'زنگ خراب است' }))).toEqual([
      'types',
      'trackingCode',
      'requestDate',
      'pickupDate',
      'weekday',
      'timeWindow',
      'status',
      'driverNote',
    ]);
  });

  it('names the branch a pickup is collected from, and no place for a delivery', () => {
    const branch = {
      id: 1,
      name: 'شعبه‌ی جلفا',
      address: 'اصفهان، خیابان نظر شرقی',
      opens_at: '09:00',
      closes_at: '22:00',
      lat: 32.6352,
      lng: 51.6557,
    };
    const pickup = orderCardRows(order({ delivery_type: 'pickup', pickup_branch: branch }), {
      hideDetails: true,
    });
    expect(pickup.find((row) => row.key === 'pickupBranch')).toEqual({
      key: 'pickupBranch',
      value: 'شعبه‌ی جلفا',
    });
    expect(keys(order({ pickup_branch: branch }))).not.toContain('pickupBranch');
  });

  it('lists each product type once, as chips', () => {
    const rows = orderCardRows(order(), { hideDetails: false });
    expect(rows[0]).toEqual({ key: 'types', chips: ['نان سنگک', 'گز'] });
    expect(productTypes(order({ products: [] }))).toEqual([]);
  });

  it('leaves out rows without a value', () => {
    const bare = order({
      products: [],
      id: '',
      reserve_date: null,
      next_order_time: null,
      status_title: '',
      msg: '  ',
    });
    expect(keys(bare)).toEqual(['requestDate']);
  });

  it('hides the status and the driver note when more details are hidden', () => {
    expect(keys(order({ msg: 'یادداشت' }), true)).toEqual([
      'types',
      'trackingCode',
      'requestDate',
      'pickupDate',
      'weekday',
      'timeWindow',
    ]);
  });

  it('shows the time window only for reservable products with a pickup date', () => {
    expect(keys(order({ products: [line('نان')] }))).not.toContain('timeWindow');
    expect(keys(order({ reserve_date: null }))).not.toContain('timeWindow');
    expect(keys(order({ zone_time: null }))).not.toContain('timeWindow');
    expect(hasReservableProduct(order())).toBe(true);
    expect(hasReservableProduct(order({ products: [line('x', 'false')] }))).toBe(false);
  });

  it('says the window as Persian hours, with minutes only where a window has some', () => {
    const row = orderCardRows(order(), { hideDetails: false }).find((r) => r.key === 'timeWindow');
    expect(row).toEqual({ key: 'timeWindow', from: '۹', to: '۱۲:۳۰' });
    expect(windowHours({ start_time: '17:00:00', end_time: '21:45' })).toEqual({
      from: '۱۷',
      to: '۲۱:۴۵',
    });
    expect(windowHours({ start_time: '', end_time: '21:00' })).toBeNull();
  });

  it('shows dates in Jalali with the Persian weekday, falling back to the next pickup time', () => {
    const rows = orderCardRows(order(), { hideDetails: false });
    expect(rows.find((r) => r.key === 'requestDate')).toEqual({
      key: 'requestDate',
      value: '۳۰ آبان ۱۴۰۵',
    });
    expect(rows.find((r) => r.key === 'pickupDate')).toEqual({
      key: 'pickupDate',
      value: '۲ آذر ۱۴۰۵',
    });
    const fromNext = order({
      reserve_date: null,
      weekday: null,
      next_order_time: '2026-11-24 10:00:00',
    });
    expect(pickupDateOf(fromNext)).toBe('2026-11-24');
    expect(
      orderCardRows(fromNext, { hideDetails: false }).find((r) => r.key === 'weekday'),
    ).toEqual({ key: 'weekday', value: 'سه‌شنبه' });
  });

  it("takes an instant's day in Tehran, and cuts other dates to 10 characters", () => {
    // 21:00 UTC is already the next day in Tehran (UTC+3:30).
    expect(dayOf('2026-11-21T21:00:00.000Z')).toBe('2026-11-22');
    expect(dayOf('2026-11-21T10:00:00+03:30')).toBe('2026-11-21');
    expect(dayOf('2026-11-21 23:59:00')).toBe('2026-11-21');
    expect(dayOf('2026-11-21')).toBe('2026-11-21');
  });

  it('shows the driver note and the status with their values', () => {
    const rows = orderCardRows(order({ status: 'canceled', status_title: 'لغو شده', msg: 'x' }), {
      hideDetails: false,
    });
    expect(rows.find((r) => r.key === 'status')).toEqual({
      key: 'status',
      value: 'لغو شده',
      status: 'canceled',
    });
    expect(rows.find((r) => r.key === 'driverNote')).toEqual({ key: 'driverNote', value: 'x' });
  });
});

describe('order tabs and colours', () => {
  it('groups the statuses as spec 4 does', () => {
    expect(TAB_STATUSES.created).toEqual([
      'created',
      'in_progress',
      'ready',
      'send',
      'rt_wait',
      'rt_accept',
    ]);
    expect(TAB_STATUSES.canceled).toEqual(['cancel', 'canceled']);
    expect(TAB_STATUSES.completed).toEqual(['completed']);
  });

  it('finds the tab of a status, or the first tab', () => {
    expect(tabOfStatus('created')).toBe('created');
    expect(tabOfStatus('rt_accept')).toBe('created');
    expect(tabOfStatus('cancel')).toBe('canceled');
    expect(tabOfStatus('canceled')).toBe('canceled');
    expect(tabOfStatus('completed')).toBe('completed');
    expect(tabOfStatus('lost')).toBe('created');
  });

  it('colours active with the primary colour, cancelled red, completed green, the rest grey', () => {
    expect(statusTone('send')).toBe('primary');
    expect(statusColor('in_progress')).toBe('var(--color-primary)');
    expect(statusColor('cancel')).toBe('#F40B0B');
    expect(statusColor('canceled')).toBe('#F40B0B');
    expect(statusColor('completed')).toBe('#009925');
    expect(statusColor('unknown')).toBe('#999');
  });
});
