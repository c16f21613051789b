import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the whole script when it fails. */
export async function mustRun(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

export const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
