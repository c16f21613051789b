// Bundles the shop API (server/shop-app.ts and all it imports of ours) into one
// file the shop's own server loads, so `/api/*` is answered by the Hono app
// without Next's route pipeline (server/front/api-front.mjs). Packages stay in
// node_modules, imported at run time: the pages Next serves load the same
// drizzle, pg and PGlite, and the database handle both sides share lives on
// globalThis (server/db/client.ts).
//   node server/front/build-api.mjs      (npm run build runs it after next build)
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, '.next/shop-api');

/** The bundle's file. */
export const SHOP_API_BUNDLE = join(outDir, 'app.mjs');
/** The source files the bundle was made from, to tell when it is out of date. */
const INPUTS = join(outDir, 'inputs.json');

/**
 * `server-only` throws outside a React server bundle, which is the point of it
 * in Next; this bundle only ever runs on the server, so the import is empty.
 * @type {import('esbuild').Plugin}
 */
const serverOnlyIsEmpty = {
  name: 'server-only-is-empty',
  setup(bundler) {
    bundler.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
  },
};

/** Writes the bundle and the list of its sources. */
export async function buildShopApi() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/shop-app.ts'],
    outfile: SHOP_API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [serverOnlyIsEmpty],
    write: false,
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':'));
  writeWhole(INPUTS, JSON.stringify(inputs));
}

/**
 * Written aside and renamed into place: two instances starting together may
 * both make the bundle, and neither may load the other's half-written file.
 * @param {string} path @param {string | Uint8Array} contents
 */
function writeWhole(path, contents) {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, contents);
  renameSync(aside, path);
}

/** True when there is no bundle or a file it was made from changed after it. */
export function shopApiIsStale() {
  let builtAt;
  let inputs;
  try {
    builtAt = statSync(SHOP_API_BUNDLE).mtimeMs;
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  return inputs.some((input) => {
    try {
      return statSync(join(root, input)).mtimeMs > builtAt;
    } catch {
      return true;
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildShopApi();
  console.log(`✓ shop API bundled in ${Math.round(performance.now() - started)} ms`);
}
