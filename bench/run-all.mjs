// `npm run bench`: every benchmark in turn.
import { run } from '../scripts/run.mjs';

for (const script of ['bench/script-bytes.mjs', 'bench/throughput.mjs']) {
  const code = await run('node', [script, ...process.argv.slice(2)]);
  if (code !== 0) process.exit(code);
}
