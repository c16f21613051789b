// The bare Node floor: a plain node:http server in a process of its own that
// answers every request with the same bytes from memory — the shop's product
// page as it was fetched once. Whatever the shop does on top of Node shows as
// its share of this (issue 21: "the API at the speed of the pages").
// The page is read without Accept-Encoding, as autocannon asks the shop for
// every row: uncompressed bytes, with the shop's Content-Type.
//   node bench/lib/bare-node.mjs <page url> <port>     (prints "ready <bytes>")
import { spawn } from 'node:child_process';
import { createServer, get } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The page's body and Content-Type, as node:http receives them with no Accept-Encoding.
 * @param {string} url @returns {Promise<{ body: Buffer; type: string }>}
 */
function fetchPage(url) {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else if (res.headers['content-encoding']) reject(new Error(`${url} came compressed`));
        else resolve({ body: Buffer.concat(chunks), type: String(res.headers['content-type']) });
      });
    }).on('error', reject);
  });
}

/**
 * Starts the floor on `port` serving the page at `pageUrl`; resolves once it listens.
 * @param {string} pageUrl @param {number} port
 * @returns {Promise<{ base: string; bytes: number; pid: number; stop: () => Promise<void> }>}
 */
export function startBareNode(pageUrl, port) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), pageUrl, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A bench that crashes or is interrupted must not leave it holding the port.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (line) => {
      const bytes = Number(/^ready (\d+)/.exec(String(line))?.[1]);
      if (Number.isInteger(bytes)) {
        resolve({ base: `http://127.0.0.1:${port}`, bytes, pid: child.pid ?? 0, stop });
      } else reject(new Error(`the bare Node floor said: ${line}`));
    });
    exited.then((code) => reject(new Error(`the bare Node floor exited (code ${code})`)));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [pageUrl, port] = process.argv.slice(2);
  const page = await fetchPage(pageUrl);
  const headers = { 'content-type': page.type, 'content-length': page.body.length };
  createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(page.body);
  }).listen(Number(port), '127.0.0.1', () => console.log(`ready ${page.body.length}`));
}
