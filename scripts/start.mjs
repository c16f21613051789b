// `npm start`: build when needed, bring the database up to date with the demo
// shop, then serve the shop. Each step is a separate process because embedded
// PGlite allows one process per data folder.
import { buildIsStale } from './build-is-stale.mjs';
import { baseEnv, mustRun, run } from './run.mjs';

const port = process.env.PORT || '3000';

if (buildIsStale()) await mustRun('next build', 'npx', ['next', 'build'], { env: baseEnv });
await mustRun('database: migrations and demo data', 'npx', ['tsx', 'scripts/prepare-db.ts'], {
  env: baseEnv,
});
console.log(`\n▶ the shop is on ${process.env.SITE_URL || `http://localhost:${port}`}`);
process.exit(await run('node', ['server/front/serve.mjs'], { env: { ...baseEnv, PORT: port } }));
