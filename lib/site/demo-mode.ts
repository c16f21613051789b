import { publicOriginIsLocal } from './public-origin';

type Env = Record<string, string | undefined>;

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

/**
 * Demo mode: a shop someone is trying out on their own machine, where login
 * codes stay on that machine (the built-in SMS adapter's outbox, the server
 * log) and every page says so. DEMO_MODE=1 or 0 decides; unset, it is on only
 * for the embedded database on a local address, never for a shop on
 * DATABASE_URL or a real domain.
 */
export function demoModeIsOn(env: Env = process.env): boolean {
  const setting = env.DEMO_MODE?.trim().toLowerCase();
  if (setting) {
    if (ON.has(setting)) return true;
    if (OFF.has(setting)) return false;
    throw new Error(`DEMO_MODE "${env.DEMO_MODE}" must be 1 (on) or 0 (off)`);
  }
  return !env.DATABASE_URL?.trim() && publicOriginIsLocal(env);
}
