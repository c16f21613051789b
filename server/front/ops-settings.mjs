// The settings of how an instance stops and shows its state, read once at
// start: a bad value stops the start with a reason, not the first SIGTERM.
import { logLevel } from '../observability/log.mjs';

/**
 * A number of seconds from the environment, or `fallback` when unset.
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback
 */
function seconds(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 3600) {
    throw new Error(`${name} "${raw}" is not a number of seconds (0 to 3600)`);
  }
  return value;
}

/**
 * @param {Record<string, string | undefined>} env @param {{ dev: boolean }} mode
 */
export function opsSettings(env, { dev }) {
  // A balancer that probes /readyz every 2 s with 2 failures to mark a server
  // down sees 503 within 4–5 s; development has no balancer to wait for.
  const graceSeconds = seconds(env, 'DRAIN_GRACE_SECONDS', dev ? 0 : 5);
  // Under Kubernetes' default 30 s before it kills, with room for closing the database.
  const timeoutSeconds = seconds(env, 'DRAIN_TIMEOUT_SECONDS', 20);
  if (graceSeconds > timeoutSeconds) {
    throw new Error(
      `DRAIN_GRACE_SECONDS (${graceSeconds}) is longer than DRAIN_TIMEOUT_SECONDS (${timeoutSeconds})`,
    );
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 16) {
    throw new Error('METRICS_TOKEN is shorter than 16 characters: anyone could guess it');
  }
  return {
    graceMs: graceSeconds * 1000,
    timeoutMs: timeoutSeconds * 1000,
    metricsToken,
    // Without a token, metrics are open in development only.
    metricsOpen: dev && !metricsToken,
    logLevel: logLevel(env),
  };
}
