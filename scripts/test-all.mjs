// `npm test`: every check the project has, in the order that fails fastest.
// Prints one closing line "tests: N passed, N failed" over Vitest and Playwright.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { buildIsStale } from './build-is-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { baseEnv, mustRun, run } from './run.mjs';

const reports = '.data/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
    console.warn(`! PostgreSQL is not reachable at ${url}; the PostgreSQL API run is skipped.`);
    return null;
  }
}

function finish(code) {
  // A run can fail with every test green (an unhandled error, a crashed worker):
  // say so, rather than leave "0 failed" beside a failing exit code.
  if (code !== 0 && totals.failed === 0)
    console.error('✖ a test run failed outside its tests; see above');
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

const vitest = (name, args, env) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/${name}.json`,
      ...args,
    ],
    { env },
  );

await mustRun('route types', 'npx', ['next', 'typegen'], { env: baseEnv });
await mustRun('type check', 'npx', ['tsc', '--noEmit'], { env: baseEnv });
await mustRun('lint', 'npx', ['biome', 'check', '.'], { env: baseEnv });

console.log('\n▶ unit and API tests (PGlite)');
const { DATABASE_URL: _ignored, ...pgliteEnv } = baseEnv;
// The API tests note every call that answered within its declared schema.
const answered = `${reports}/answered-calls`;
const unitCode = await vitest('vitest-pglite', [], { ...pgliteEnv, ANSWERED_CALLS_DIR: answered });
countVitest(`${reports}/vitest-pglite.json`);
if (unitCode !== 0) finish(unitCode);
await mustRun(
  'every JSON call answered within its contract',
  'npx',
  ['tsx', 'scripts/contract-coverage.ts'],
  {
    env: { ...baseEnv, ANSWERED_CALLS_DIR: answered },
  },
);

const databaseUrl = await postgresUrl();
if (databaseUrl) {
  console.log('\n▶ API tests (PostgreSQL, a database of their own per file)');
  const pgCode = await vitest('vitest-postgres', ['tests/api'], {
    ...baseEnv,
    DATABASE_URL: databaseUrl,
  });
  countVitest(`${reports}/vitest-postgres.json`);
  if (pgCode !== 0) finish(pgCode);
}

if (process.env.CI || buildIsStale())
  await mustRun('production build', 'npx', ['next', 'build'], {
    env: { ...baseEnv, SKIP_BUILD_TYPECHECK: '1' },
  });

const chromium = await ensureChromium();
console.log('\n▶ Playwright journeys against the production build');
const e2eCode = await run('npx', ['playwright', 'test'], {
  env: {
    ...pgliteEnv,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  },
});
countPlaywright(`${reports}/playwright.json`);
finish(e2eCode);
