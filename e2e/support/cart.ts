import { type APIRequestContext, expect } from '@playwright/test';
import { staffToken } from './orders';

type Envelope<T> = { success: boolean; data: T; msg: string };
export type ListedProduct = {
  id: number;
  name: string;
  slug: string;
  price: number;
  final_price: number;
  is_exist: boolean;
  extra: { reservable?: string; collection?: string };
};

/** Persian digits, as the shop prints numbers. */
export const persian = (value: number | string) =>
  String(value).replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

/** An amount as the shop prints it: Persian digits, the Persian thousands sign, «تومان». */
export const toman = (amount: number) =>
  `${persian(amount.toLocaleString('en-US').replace(/,/g, '٬'))} تومان`;

/**
 * A plain product in stock (not reservable, not collection) from the end of a
 * listing, `fromEnd` places back: journeys elsewhere take from the start, so
 * the stock this journey changes is its own.
 */
export async function productFromEnd(
  request: APIRequestContext,
  type: 'newest' | 'discount',
  fromEnd: number,
): Promise<ListedProduct> {
  const answer = await request.get(`/api/v1/products?type=${type}&limit=100`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as Envelope<{ results: ListedProduct[] }>;
  const plain = body.data.results.filter(
    (item) => item.is_exist && item.extra.reservable !== 'true' && item.extra.collection !== 'true',
  );
  const product = plain[plain.length - 1 - fromEnd];
  if (!product) throw new Error(`the demo shop has too few ${type} products`);
  return product;
}

/** Staff set a product's units on hand, as the shop's panel would. */
export async function setStock(request: APIRequestContext, productId: number, stock: number) {
  const answer = await request.post(`/api/v1/staff/products/${productId}/stock`, {
    headers: { Authorization: `Bearer ${staffToken()}` },
    data: { stock },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
