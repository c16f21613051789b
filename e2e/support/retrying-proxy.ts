import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as forward, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './shop-process';

/**
 * A load balancer in front of instances, as production has: the machine's
 * nginx running the README's deploy/nginx.conf when nginx is installed, else a
 * small proxy of the test's own that retries as that configuration does
 * (`proxy_next_upstream error timeout http_502 http_503`: a refused connection
 * always goes to the next instance, anything else only for a request that
 * changes nothing).
 */
export type Balancer = {
  base: string;
  kind: 'nginx' | 'node';
  /** How long an instance that failed is left out before it is tried again. */
  failTimeoutSeconds: number;
  stop(): Promise<void>;
};

function nginxPath(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

async function startNginx(nginx: string, upstreams: number[], port: number): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  // The deploy's own file, pointed at these instances and this port.
  const deploy = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
  const servers = deploy.match(/^\s*server 127\.0\.0\.1:\d+[^\n]*$/gm) ?? [];
  if (servers.length < 2) throw new Error('deploy/nginx.conf names no two instances');
  const options = servers[0]?.replace(/^\s*server 127\.0\.0\.1:\d+/, '') ?? ';';
  const shop = deploy
    .replace(
      servers.join('\n'),
      upstreams.map((upstream) => `    server 127.0.0.1:${upstream}${options}`).join('\n'),
    )
    .replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'shop.conf'), shop);
  const temp = (name: string) =>
    `${name}_temp_path ${join(dir, name.replace('client_body', 'body'))};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, 'shop.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      await fetch(`${base}/healthz`);
      break;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    base,
    kind: 'nginx',
    failTimeoutSeconds: Number(/fail_timeout=(\d+)s/.exec(options)?.[1] ?? 10),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => done(Buffer.concat(parts)));
    req.on('error', fail);
  });
}

async function startNodeProxy(upstreams: number[], port: number): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer(async (req, res) => {
    const sent = await body(req);
    const first = next++;
    for (let attempt = 0; attempt < upstreams.length; attempt += 1) {
      const upstream = upstreams[(first + attempt) % upstreams.length];
      const last = attempt === upstreams.length - 1;
      const outcome = await new Promise<'answered' | 'retry'>((done) => {
        const out = forward(
          {
            host: '127.0.0.1',
            port: upstream,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent,
          },
          (answer) => {
            const status = answer.statusCode ?? 502;
            if (!last && (status === 502 || status === 503) && IDEMPOTENT.has(req.method ?? '')) {
              answer.resume();
              return done('retry');
            }
            res.writeHead(status, answer.headers);
            answer.pipe(res);
            answer.on('end', () => done('answered'));
            answer.on('error', () => {
              res.destroy();
              done('answered');
            });
          },
        );
        out.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: nothing was sent, any request may go elsewhere. Otherwise only one that changes nothing.
          if (
            !last &&
            !res.headersSent &&
            (error.code === 'ECONNREFUSED' || IDEMPOTENT.has(req.method ?? ''))
          ) {
            return done('retry');
          }
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
          done('answered');
        });
        out.end(sent);
      });
      if (outcome === 'answered') return;
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${port}`,
    kind: 'node',
    // It leaves no instance out: each request tries them in turn.
    failTimeoutSeconds: 0,
    async stop() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      agent.destroy();
    },
  };
}

/** nginx with the deploy's configuration when the machine has nginx, else the test's own proxy. */
export async function startBalancer(upstreams: number[]): Promise<Balancer> {
  const port = await freePort();
  const nginx = process.env.E2E_NO_NGINX ? null : nginxPath();
  return nginx ? startNginx(nginx, upstreams, port) : startNodeProxy(upstreams, port);
}
