import { useEffect, useEffectEvent } from 'react';

/** The WebOTP request (Chrome on Android): not in TypeScript's DOM types yet. */
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };

/**
 * Where the browser can read the login SMS (its last line is `@host #code`,
 * server/integrations/sms/web-otp.ts), it hands the code over as soon as the
 * message arrives and the customer allows it; `onCode` receives it. iOS and
 * desktop browsers suggest the code above the keyboard instead, from the
 * field's `autocomplete="one-time-code"`.
 */
export function useWebOtp(onCode: (code: string) => void): void {
  const handOver = useEffectEvent(onCode);
  useEffect(() => {
    if (!('OTPCredential' in window) || !navigator.credentials) return;
    const abort = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: abort.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        if (credential && 'code' in credential && typeof credential.code === 'string') {
          handOver(credential.code);
        }
      })
      // Refused, timed out or left the page: typing the code works as before.
      .catch(() => {});
    return () => abort.abort();
  }, []);
}
