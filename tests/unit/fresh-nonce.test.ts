import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newNonce, nonceSwapper, withFreshNonce } from '@/scripts/fresh-nonce.mjs';

const PLACEHOLDER = 'UExBQ0VIT0xERVJOT05DRQ==';
const policy = (nonce: string) => `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const page = `<script nonce="${PLACEHOLDER}">boot()</script><p>${'x'.repeat(50)}</p><script nonce="${PLACEHOLDER}" src="/a.js"></script>`;

describe('the nonce swapper', () => {
  it('replaces every placeholder, even one cut in two by a chunk boundary', () => {
    const to = newNonce();
    for (let cut = 0; cut <= page.length; cut++) {
      const swapper = nonceSwapper(PLACEHOLDER, to);
      const out = Buffer.concat([
        swapper.push(Buffer.from(page.slice(0, cut))),
        swapper.push(Buffer.from(page.slice(cut))),
        swapper.flush(),
      ]).toString();
      expect(out).toBe(page.replaceAll(PLACEHOLDER, to));
    }
  });

  it('holds back nothing that cannot be the start of a placeholder', () => {
    const swapper = nonceSwapper(PLACEHOLDER, newNonce());
    expect(swapper.push(Buffer.from('<p>done</p>')).toString()).toBe('<p>done</p>');
    expect(swapper.push(Buffer.from('<p>UExB')).toString()).toBe('<p>');
    expect(swapper.flush().toString()).toBe('UExB');
  });

  it('makes a different 16-byte nonce each time, as long as the placeholder', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toHaveLength(PLACEHOLDER.length);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('a response through withFreshNonce', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(
      withFreshNonce((req, res) => {
        if (req.url === '/private') {
          res.setHeader('content-security-policy', policy(PLACEHOLDER));
          res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
          res.end(page);
          return;
        }
        if (req.url === '/plain') {
          res.setHeader('content-type', 'text/plain');
          res.end(`no policy ${PLACEHOLDER}`);
          return;
        }
        res.setHeader('content-security-policy', policy(PLACEHOLDER));
        res.setHeader('content-length', Buffer.byteLength(page));
        res.setHeader('etag', '"same-for-everyone"');
        res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        // Written in pieces that cut the placeholder, as a streamed page may.
        res.write(page.slice(0, 20));
        res.write(page.slice(20, 100));
        res.end(page.slice(100));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('names one fresh nonce in its policy and on every script, a new one per response', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(base);
      const body = await response.text();
      const header = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(header)?.[1] ?? '';
      expect(nonce).not.toBe(PLACEHOLDER);
      expect(body).not.toContain(PLACEHOLDER);
      expect([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it('is kept by no shared cache and has no ETag a 304 could pair with another nonce', async () => {
    const response = await fetch(base);
    await response.text();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('keeps the stricter word of a page that is already private', async () => {
    const response = await fetch(`${base}/private`);
    await response.text();
    expect(response.headers.get('cache-control')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
  });

  it('leaves a response without a nonce in its policy exactly as it was', async () => {
    const response = await fetch(`${base}/plain`);
    expect(await response.text()).toBe(`no policy ${PLACEHOLDER}`);
  });
});
