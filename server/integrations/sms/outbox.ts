import type { Executor } from '@/server/db/database';
import { smsOutbox } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import type { SmsSender } from './sender';
import { webOtpLine } from './web-otp';

export type OutboxOptions = {
  /** Print the code to the server log: in development and demo mode only, never for a real shop. */
  logCodes: boolean;
  log?: (line: string) => void;
};

/** The built-in adapter: messages stay in the sms_outbox table, for a developer or a test to read. */
export function outboxSender(db: Executor, options: OutboxOptions): SmsSender {
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    provider: 'outbox',
    async sendLoginCode({ mobile, code, host }) {
      const body = `${apiMessages.auth.smsBody.replace('{code}', code)}\n\n${webOtpLine(host, code)}`;
      await db.insert(smsOutbox).values({ mobile, body });
      if (options.logCodes) log(`[sms:outbox] login code for ${mobile}: ${code}`);
    },
    async sendText({ mobile, text }) {
      await db.insert(smsOutbox).values({ mobile, body: text });
    },
  };
}
