import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'server',
  'stores',
  'messages',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale() {
  const marker = '.next/BUILD_ID';
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}
