// One Location, one Content-Type, one Cache-Control on every answer. Next can
// write a header it set already a second time (vercel/next.js#82117: a product's
// short address, the first time it is rendered, answered its 308 with the
// Location twice), and a client that joins repeated headers, as fetch does,
// then follows `…/slug, …/slug` and loops until it gives up.

/** Headers an answer may carry once only. */
const SINGLE = new Set(['location', 'content-type', 'cache-control']);

/**
 * The one value to keep: a list's repeats are the same header written again,
 * and the last value written is the one its writer meant.
 * @param {number | string | readonly string[]} value
 */
function oneValue(value) {
  return Array.isArray(value) ? value.at(-1) : value;
}

/**
 * Makes `res` keep a single value of each such header, however it is written.
 * @param {import('node:http').ServerResponse} res
 */
export function keepHeadersSingle(res) {
  const setHeader = res.setHeader.bind(res);
  const appendHeader = res.appendHeader.bind(res);
  const writeHead = res.writeHead.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, SINGLE.has(name.toLowerCase()) ? oneValue(value) : value);
  res.appendHeader = (name, value) =>
    SINGLE.has(name.toLowerCase()) ? setHeader(name, oneValue(value)) : appendHeader(name, value);
  /** @type {typeof res.writeHead} */
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((part) => typeof part === 'object' && part !== null);
    if (Array.isArray(headers)) {
      // [name, value, name, value, …]: later lines of a single header are dropped.
      const seen = new Set();
      const kept = [];
      for (let i = 0; i + 1 < headers.length; i += 2) {
        const lower = String(headers[i]).toLowerCase();
        if (SINGLE.has(lower)) {
          if (seen.has(lower)) continue;
          seen.add(lower);
        }
        kept.push(headers[i], headers[i + 1]);
      }
      return writeHead(status, ...rest.map((part) => (part === headers ? kept : part)));
    }
    if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (SINGLE.has(name.toLowerCase()) && value !== undefined) headers[name] = oneValue(value);
      }
    }
    return writeHead(status, ...rest);
  };
  return res;
}
