import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Playwright cannot download its own browsers here, so the journeys use Debian's
 * Chromium: installed when we may (root with apt), else a clear word on what to install.
 */
export async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ installing Debian chromium for the Playwright journeys');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 &&
      existsSync(DEBIAN_CHROMIUM)
    ) {
      return DEBIAN_CHROMIUM;
    }
  }
  console.error(
    `✖ The Playwright journeys need Chromium at ${wanted}.\n` +
      "  Install Debian's package:   sudo apt-get install -y chromium\n" +
      '  or point CHROMIUM_PATH at another Chromium build.',
  );
  process.exit(1);
}
