/**
 * A login code on its way to a number (`09xxxxxxxxx`). `host` is the shop's
 * name as the customer's browser has it: the message ends with the WebOTP line
 * `@host #code`, so the phone offers the code to that site alone.
 */
export type LoginCodeMessage = { mobile: string; code: string; host: string };

/** A plain message the shop sends (a product back in stock). */
export type TextMessage = { mobile: string; text: string };

/** Sends one-time login codes and the shop's plain messages; each provider is an adapter behind this. */
export interface SmsSender {
  readonly provider: string;
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}

/**
 * The provider did not take the message. `detail` is for the server log and
 * never carries the code or a credential.
 */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'SmsSendError';
  }
}
