import { formatToman } from '@/lib/format/money';
import fa from '@/messages/fa.json';

/** An amount in Toman with the messages' unit word, for the API's own messages. */
export function tomanText(amount: number): string {
  return formatToman(amount, fa.common.toman);
}
