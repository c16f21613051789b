import { z } from 'zod';
import { SmsSendError, type SmsSender } from './sender';

export const KAVENEGAR_DEFAULT_BASE_URL = 'https://api.kavenegar.com';

export type KavenegarConfig = {
  apiKey: string | undefined;
  /** The verify template set up in the Kavenegar panel; its %token is the code. */
  template: string | undefined;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Every Kavenegar answer, success or not, carries `return.status` (200 = accepted). */
const kavenegarAnswer = z.object({
  return: z.object({ status: z.number(), message: z.string().optional() }),
});

/**
 * Kavenegar's verify lookup (GET /v1/{API-KEY}/verify/lookup.json?receptor&token&template)
 * for login codes: the provider writes the message from a template approved for
 * one-time codes, which is delivered ahead of bulk traffic. Plain messages go
 * through GET /v1/{API-KEY}/sms/send.json?receptor&message.
 */
export function kavenegarSender(config: KavenegarConfig): SmsSender {
  const provider = 'kavenegar';
  const doFetch = config.fetch ?? fetch;

  async function call(method: string, params: Record<string, string>): Promise<void> {
    if (!config.apiKey) throw new SmsSendError(provider, 'KAVENEGAR_API_KEY must be set');
    const base = (config.baseUrl ?? KAVENEGAR_DEFAULT_BASE_URL).replace(/\/+$/, '');
    const url = new URL(`${base}/v1/${encodeURIComponent(config.apiKey)}/${method}.json`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      throw new SmsSendError(provider, `request failed (${reason})`);
    }
    const parsed = kavenegarAnswer.safeParse(await response.json().catch(() => null));
    const status = parsed.success ? parsed.data.return.status : null;
    if (!response.ok || status !== 200) {
      const message = parsed.success ? (parsed.data.return.message ?? '') : 'unreadable answer';
      throw new SmsSendError(provider, `HTTP ${response.status}, status ${status}: ${message}`);
    }
  }

  return {
    provider,
    async sendLoginCode({ mobile, code }) {
      if (!config.apiKey || !config.template) {
        throw new SmsSendError(provider, 'KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE must be set');
      }
      await call('verify/lookup', { receptor: mobile, token: code, template: config.template });
    },
    async sendText({ mobile, text }) {
      await call('sms/send', { receptor: mobile, message: text });
    },
  };
}
