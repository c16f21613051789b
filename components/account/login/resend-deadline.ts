/**
 * When the server lets the number ask for another code (ms since epoch).
 * The step and the number survive a reload in the persisted store; the
 * countdown lives in this tab's session storage beside them, so a reload
 * on the code step does not offer a resend the server would refuse.
 */
const KEY = 'login_resend_at';

export function saveResendDeadline(mobile: string, at: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ mobile, at }));
  } catch {
    // Storage may be full or blocked; the countdown then starts over at 0.
  }
}

export function readResendDeadline(mobile: string): number {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return 0;
    const at = Reflect.get(stored, 'at');
    return Reflect.get(stored, 'mobile') === mobile && typeof at === 'number' ? at : 0;
  } catch {
    return 0;
  }
}
