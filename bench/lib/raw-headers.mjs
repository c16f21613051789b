// A response's header lines as they came over the wire. fetch (and node:http's
// own `headers` object) joins a repeated header into one value, so a response
// with two Location lines looks like one with a comma in it; node:http's
// rawHeaders keeps every line.
import { request } from 'node:http';

/** Headers that may rightly come more than once. */
const MAY_REPEAT = new Set(['set-cookie']);

/**
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number; lines: [string, string][] }>}
 */
export function rawResponse(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      /** @type {[string, string][]} */
      const lines = [];
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
        lines.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The headers a response carries more than once (Set-Cookie aside), each with
 * every value it came with.
 * @param {[string, string][]} lines @returns {Record<string, string[]>}
 */
export function repeatedHeaders(lines) {
  /** @type {Map<string, string[]>} */
  const byName = new Map();
  for (const [name, value] of lines) byName.set(name, [...(byName.get(name) ?? []), value]);
  return Object.fromEntries(
    [...byName].filter(([name, values]) => values.length > 1 && !MAY_REPEAT.has(name)),
  );
}

/** The one value of `name`, or all of them joined when there are several. */
export const headerValue = (lines, name) =>
  lines
    .filter(([line]) => line === name)
    .map(([, value]) => value)
    .join(' | ');
