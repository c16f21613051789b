import { describeFailure, performFailureAction } from '@/lib/api/error-catalogue';

/**
 * The text a login step shows for a failed call: the server's own words when
 * the step trusts them, else the shared catalogue's, whose follow-up (a 401's
 * re-login, a 403's redirect) still runs. Shown in the step, not as a toast,
 * so the message sits next to the field it is about.
 */
export function reportFailure(failure: unknown, serverMessage: string | null): string {
  if (serverMessage) return serverMessage;
  const { message, action } = describeFailure(failure);
  performFailureAction(action);
  return message;
}
