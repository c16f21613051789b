import { useTranslations } from 'next-intl';
import { formatToman } from '@/lib/format/money';

/** formatToman with the unit word from the messages; for client and synchronous server components. */
export function useFormatToman(): (amount: number) => string {
  const unit = useTranslations('common')('toman');
  return (amount) => formatToman(amount, unit);
}
