import { demoModeIsOn } from '@/lib/site/demo-mode';
import type { Executor } from '@/server/db/database';
import { kavenegarSender } from './kavenegar';
import { outboxSender } from './outbox';
import { smsProviderName } from './provider-name';
import { SmsSendError, type SmsSender } from './sender';

export { smsProviderName } from './provider-name';
export { type LoginCodeMessage, SmsSendError, type SmsSender, type TextMessage } from './sender';

type Env = Record<string, string | undefined>;

/**
 * The adapter SMS_PROVIDER names: `outbox` (default, built in) or `kavenegar`
 * (KAVENEGAR_API_KEY, KAVENEGAR_TEMPLATE, optional KAVENEGAR_BASE_URL).
 */
export function smsSenderFor(db: Executor, env: Env = process.env): SmsSender {
  const provider = smsProviderName(env);
  if (provider === 'kavenegar') {
    return kavenegarSender({
      apiKey: env.KAVENEGAR_API_KEY,
      template: env.KAVENEGAR_TEMPLATE,
      baseUrl: env.KAVENEGAR_BASE_URL,
    });
  }
  if (provider === 'outbox') {
    // A demo's visitor reads codes in the terminal that started it, production build or not.
    return outboxSender(db, { logCodes: env.NODE_ENV !== 'production' || demoModeIsOn(env) });
  }
  // A misspelt provider must not quietly fall back to a table nobody reads.
  return {
    provider,
    async sendLoginCode() {
      throw new SmsSendError(provider, 'unknown SMS_PROVIDER');
    },
    async sendText() {
      throw new SmsSendError(provider, 'unknown SMS_PROVIDER');
    },
  };
}
