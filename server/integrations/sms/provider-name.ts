type Env = Record<string, string | undefined>;

/** SMS_PROVIDER, lower-cased; unset means the built-in outbox. */
export function smsProviderName(env: Env = process.env): string {
  return env.SMS_PROVIDER?.trim().toLowerCase() || 'outbox';
}
