import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const use = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;

const WRONG: [path: string, specifier: string, name: string][] = [
  ['stores/parts/wrong.ts', '@/server/shop-app', 'shopApp'],
  ['server/services/wrong.ts', '@/stores/root-store', 'useRootStore'],
  ['server/services/wrong-component.ts', '@/components/ui/button', 'Button'],
  ['lib/api/wrong.ts', '@/stores/root-store', 'getAuthToken'],
  ['lib/contract/wrong.ts', '@/lib/api/client', 'api'],
  ['lib/contract/wrong-server.ts', '@/server/db/schema', 'orders'],
  ['components/catalog/wrong.tsx', '@/server/app', 'createApp'],
  ['queries/wrong.ts', '@/server/shop-app', 'shopApp'],
  ['server/routes/wrong.ts', '../../stores/root-store', 'useRootStore'],
];

const RIGHT: [path: string, specifier: string, name: string][] = [
  ['server/services/right.ts', '@/lib/contract/order-status', 'ORDER_STATUSES'],
  ['stores/parts/right.ts', '@/lib/contract/order-status', 'ORDER_TABS'],
  ['lib/contract/right.ts', '@/lib/format/digits', 'toPersianDigits'],
  ['components/catalog/right.tsx', '@/server/storefront/catalog', 'getHome'],
];

/**
 * Lints would-be files with the project's own Biome settings in a scratch
 * folder laid out like the project, and keeps the files Biome refused for an
 * import rule.
 */
let refused: Set<string>;
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'import-layers-'));
  const settings = JSON.parse(readFileSync('biome.json', 'utf8'));
  settings.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(settings));
  for (const [path, specifier, name] of [...WRONG, ...RIGHT]) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), use(specifier, name));
  }
  const biome = resolve('node_modules/.bin/biome');
  const result = spawnSync(biome, ['lint', '--max-diagnostics=200', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const output = result.stdout + result.stderr;
  refused = new Set(
    [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map(
      (m) => m[1] ?? '',
    ),
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('dependencies point one way (the linter in npm test refuses the wrong ones)', () => {
  it.each(WRONG)('refuses %s importing %s', (path) => {
    expect(refused.has(path)).toBe(true);
  });

  it.each(RIGHT)('lets %s import %s', (path) => {
    expect(refused.has(path)).toBe(false);
  });
});
