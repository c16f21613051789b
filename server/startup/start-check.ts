import { demoModeIsOn } from '@/lib/site/demo-mode';
import { configuredOrigin } from '@/lib/site/public-origin';
import { smsProviderName } from '@/server/integrations/sms/provider-name';

type Env = Record<string, string | undefined>;

/**
 * Why the shop must not start with these settings, or null. A production
 * server with the built-in SMS adapter sends no text message: outside demo
 * mode nobody could log in, and whoever reads the outbox could log in as
 * anyone. A production server that is no demo needs SITE_URL. Settings that
 * would fail on the first request fail here instead.
 */
export function startRefusal(env: Env): string | null {
  try {
    const origin = configuredOrigin(env);
    const demo = demoModeIsOn(env);
    if (env.NODE_ENV === 'production' && smsProviderName(env) === 'outbox' && !demo) {
      return (
        'the built-in SMS adapter (SMS_PROVIDER=outbox) sends no text messages, so a real shop cannot use it: ' +
        'set SMS_PROVIDER=kavenegar with KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE, ' +
        'or DEMO_MODE=1 for a demo whose login codes stay on this machine'
      );
    }
    // Without SITE_URL the shop hands out the local address a request came to,
    // and localhost for any other: a shop on a real name would send its
    // customers' banks, portals and SMS links to addresses they cannot open.
    if (env.NODE_ENV === 'production' && !demo && !origin) {
      return (
        'a shop that is not a demo must know its public address: set SITE_URL to the origin ' +
        'customers open it at (SITE_URL=https://shop.example), or DEMO_MODE=1 for a demo on this machine'
      );
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Stops the process when the settings are refused. Next catches what the
 * start hook throws and serves anyway, so a refusal has to end the process.
 */
export function exitOnStartRefusal(env: Env): void {
  const refusal = startRefusal(env);
  if (!refusal) return;
  console.error(`✖ the shop will not start: ${refusal}`);
  process.exit(1);
}
