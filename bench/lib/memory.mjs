// A process's memory as the kernel counts it: resident now (VmRSS) and its
// peak so far (VmHWM), in MB, read from /proc (Linux only; elsewhere null).
import { readFileSync } from 'node:fs';

/** @param {string} status @param {string} field */
const megabytes = (status, field) => {
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : null;
};

/** @param {number} pid @returns {{ 'RSS MB': number | null; 'peak RSS MB': number | null }} */
export function residentMemory(pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {}
  return { 'RSS MB': megabytes(status, 'VmRSS'), 'peak RSS MB': megabytes(status, 'VmHWM') };
}
