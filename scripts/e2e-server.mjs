// The server the Playwright journeys click through: the production build over a
// fresh embedded database with the demo shop, so every run starts from the same data.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { baseEnv, mustRun, run } from './run.mjs';

const dataDir = '.data/e2e-pglite';
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
// A demo shop: the journeys read one-time codes from the built-in SMS adapter's
// outbox, log in at the built-in SSO portal, pay in the built-in sandbox bank
// and print shop QR codes (open to anyone in demo mode, as in `npm start`'s demo). No SITE_URL: every address the shop hands out must
// come from the port it is served on. TRUST_PROXY=1 takes one X-Forwarded-For
// hop on trust, as behind a proxy, so each journey can speak for a client
// address of its own (login limits are per address).
const {
  DATABASE_URL: _ignored,
  SITE_URL: _derived,
  ...env
} = {
  ...baseEnv,
  DATA_DIR: dataDir,
  DEMO_MODE: '1',
  SMS_PROVIDER: 'outbox',
  SSO_PROVIDER: 'local',
  PAYMENT_PROVIDER: 'sandbox',
  TRUST_PROXY: '1',
};
await mustRun('e2e database', 'npx', ['tsx', 'scripts/prepare-db.ts'], { env });
// Journeys that act as staff (a staff-created order) read a staff token from this
// file. The staff CLI can open the PGlite folder only now, before the server holds it.
const staffOutput = execFileSync('npx', ['tsx', 'scripts/staff.ts', 'token', '--user', '1'], {
  env,
  encoding: 'utf8',
});
// The token is the CLI's last line; anything before it is the database's own chatter.
writeFileSync(`${dataDir}-staff-token`, staffOutput.trim().split('\n').at(-1) ?? '');
process.exit(await run('node', ['server/front/serve.mjs'], { env: { ...env, PORT: port } }));
