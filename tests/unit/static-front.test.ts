import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFront } from '@/server/front/static-front.mjs';

/*
 * The build's files answered from memory, compressed once; whatever is not a
 * file of the build (or tries to climb out of it) goes on to Next.
 */

let server: Server;
let port = 0;
const script = `self.chunk=${JSON.stringify('x'.repeat(5000))};`;

beforeAll(async () => {
  const build = mkdtempSync(join(tmpdir(), 'static-front-'));
  mkdirSync(join(build, 'static/chunks'), { recursive: true });
  writeFileSync(join(build, 'static/chunks/app.js'), script);
  writeFileSync(join(build, 'secret.js'), 'not for anyone');
  const front = staticFront({
    dir: join(build, 'static'),
    headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
  });
  server = createServer((req, res) =>
    front.handle(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** One request, its answer's bytes as sent (no unpacking). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (answered, failed) => {
      const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          answered({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on('error', failed);
      outgoing.end();
    },
  );
}

describe('the static front', () => {
  it('answers a build file, gzip to a client that takes it, kept a year', async () => {
    const zipped = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.headers['x-content-type-options']).toBe('nosniff');
    expect(zipped.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(gunzipSync(zipped.body).toString()).toBe(script);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const held = await get('/_next/static/chunks/app.js', {
      'if-none-match': String(plain.headers.etag),
    });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves a missing file, another method and a path out of the build to Next', async () => {
    for (const path of [
      '/_next/static/chunks/missing.js',
      '/_next/static/..%2fsecret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('next');
    }
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).body.toString()).toBe('next');
  });
});
