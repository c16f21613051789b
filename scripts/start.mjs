// `npm start`: build when needed, bring the database up to date with the demo
// shop, then serve the shop. Each step is a separate process because embedded
// PGlite allows one process per data folder.
import { buildIsStale } from './build-is-stale.mjs';
import { baseEnv, mustRun, run } from './run.mjs';

const port = process.env.PORT ?? '3000';

if (buildIsStale()) await mustRun('next build', 'npx', ['next', 'build'], { env: baseEnv });
await mustRun('database: migrations and demo data', 'npx', ['tsx', 'scripts/prepare-db.ts'], {
  env: baseEnv,
});
// With the built-in SMS adapter no message ever leaves the machine, so this is
// a demo: keep the outbox readable, or nobody could log in. A real provider
// (SMS_PROVIDER=kavenegar) never mounts it, whatever this says.
const outboxAdapter = (process.env.SMS_PROVIDER ?? 'outbox').trim().toLowerCase() === 'outbox';
const env = outboxAdapter ? { SMS_OUTBOX_VISIBLE: '1', ...baseEnv } : baseEnv;
console.log(`\n▶ the shop is on http://localhost:${port}`);
if (outboxAdapter && env.SMS_OUTBOX_VISIBLE === '1') {
  console.log(
    `  login codes (built-in SMS adapter): http://localhost:${port}/api/v1/dev/sms-outbox?mobile=09120000001`,
  );
}
process.exit(await run('npx', ['next', 'start', '-p', port], { env }));
