import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type PaymentReturn, readPaymentReturn } from './return-urls';

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** What a return screen was sent back for, and its own address (to come back to after a login). */
export function readReturnPage(
  path: string,
  query: Query,
): { result: PaymentReturn; next: string } {
  const fromOrder = first(query.fromOrder);
  const isCharging = first(query.isCharging);
  const amount = first(query.amount);
  const credited = first(query.credited);
  const result = readPaymentReturn({ fromOrder, isCharging, amount, credited });
  const params = new URLSearchParams();
  if (fromOrder) params.set('fromOrder', fromOrder);
  if (isCharging) params.set('isCharging', isCharging);
  if (amount) params.set('amount', amount);
  if (credited) params.set('credited', credited);
  const search = params.toString();
  return { result, next: search ? `${path}?${search}` : path };
}

/** A payment result belongs to one customer at one moment: never indexed, never cached. */
export async function returnPageMetadata(key: 'paid' | 'failed'): Promise<Metadata> {
  const t = await getTranslations(`payment.${key}`);
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}
