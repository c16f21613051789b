import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatToman } from '@/lib/format/money';

/** formatToman with the unit word from the messages, for async server components. */
export async function getFormatToman(): Promise<(amount: number) => string> {
  const unit = (await getTranslations('common'))('toman');
  return (amount) => formatToman(amount, unit);
}
