// After the API tests: every JSON call must have answered a normal request
// within its declared schema at least once (the tests check every answer they
// get; this checks no call went untried).
//   ANSWERED_CALLS_DIR=<dir> npx tsx scripts/contract-coverage.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCalls } from '../server/routes';
import { callKey } from '../tests/helpers/answered-calls';

const dir = process.env.ANSWERED_CALLS_DIR;
if (!dir) throw new Error('ANSWERED_CALLS_DIR is not set');
const answered = new Set(
  readdirSync(dir).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n')),
);
const untried = apiCalls.filter((call) => call.response && !answered.has(callKey(call)));
if (untried.length > 0) {
  console.error('✖ calls no API test got a normal answer from (add one):');
  for (const call of untried) console.error(`  ${callKey(call)}`);
  process.exit(1);
}
console.log(`✓ every one of ${answered.size} JSON calls answered within its contract`);
