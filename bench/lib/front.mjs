// What stands in front of the instances: nginx with the shop's own
// deploy/nginx.conf (its ports swapped for the bench's) when this machine has
// nginx, else a small round-robin proxy that appends to X-Forwarded-For as
// nginx does — so TRUST_PROXY=1 reads the same client address either way.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @typedef {{ base: string; kind: string; stop: () => Promise<void> }} Front */

function nginxPath() {
  try {
    return execFileSync('which', ['nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * deploy/nginx.conf with the bench's ports. Each swap must happen: a changed
 * file that no longer names 3001, 3002 or 8080 would otherwise send the load
 * somewhere else without a word.
 * @param {number[]} ports @param {number} listen
 */
export function shopConf(ports, listen) {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  const swap = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    conf = conf.replace(from, to);
  };
  swap('server 127.0.0.1:3001 ', `server 127.0.0.1:${ports[0]} `);
  swap('server 127.0.0.1:3002 ', `server 127.0.0.1:${ports[1]} `);
  swap('listen 8080;', `listen 127.0.0.1:${listen};`);
  return conf;
}

async function answers(base, deadline) {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`nothing answers on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** nginx in the foreground of a folder of its own; the file is included in an http block, as its header says. */
async function startNginx(binary, ports, listen) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // Run as root, nginx's workers are nobody: they must reach the temp folders.
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub), { mode: 0o777 });
  }
  writeFileSync(join(dir, 'shop.conf'), shopConf(ports, listen));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/shop.conf;
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopChild = async () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {}
    await exited;
  };
  // A bench that dies must not leave nginx holding the port.
  const onExit = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {}
  };
  process.once('exit', onExit);
  const base = `http://127.0.0.1:${listen}`;
  try {
    await answers(base, Date.now() + 15_000);
  } catch (error) {
    await stopChild();
    throw new Error(`${error.message}: ${readFileSync(`${dir}/error.log`, 'utf8').slice(-400)}`);
  }
  // nginx -v writes to stderr.
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr.trim();
  return {
    base,
    kind: `nginx (${binary}, deploy/nginx.conf)${version ? ` ${version}` : ''}`,
    stop: async () => {
      process.off('exit', onExit);
      await stopChild();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Round robin over `ports`, X-Forwarded-For appended with the caller's address. */
async function startProxy(ports, listen) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = ports[next++ % ports.length];
    const forwarded = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': forwarded
        ? `${forwarded}, ${request.socket.remoteAddress}`
        : request.socket.remoteAddress,
    };
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(listen, '127.0.0.1', () => resolve(undefined)));
  const base = `http://127.0.0.1:${listen}`;
  await answers(base, Date.now() + 5_000);
  return {
    base,
    kind: "the bench's own round-robin proxy (no nginx on this machine)",
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}

/**
 * nginx when `which nginx` finds it, else the bench's proxy, on `listen`.
 * @param {number[]} ports @param {number} listen @returns {Promise<Front>}
 */
export function startFront(ports, listen) {
  const binary = nginxPath();
  return binary ? startNginx(binary, ports, listen) : startProxy(ports, listen);
}
