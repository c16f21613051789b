import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, paddedOrigin } from '@/lib/site/origin-placeholder.mjs';
import { newNonce, withFreshNonce } from '@/server/front/fresh-nonce.mjs';
import { placeholderFiller } from '@/server/front/placeholders.mjs';

const PLACEHOLDER = 'UExBQ0VIT0xERVJOT05DRQ==';
const policy = (nonce: string) => `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const page = `<script nonce="${PLACEHOLDER}">boot()</script><p>${'x'.repeat(50)}</p><script nonce="${PLACEHOLDER}" src="/a.js"></script>`;

const ORIGIN = ORIGIN_PLACEHOLDER;
const linked = `<link rel="canonical" href="${ORIGIN}/product/7"/>${page}<a href="${ORIGIN}/">`;

describe('the placeholder filler', () => {
  it('replaces every placeholder, even one cut in two by a chunk boundary', () => {
    const to = newNonce();
    for (let cut = 0; cut <= page.length; cut++) {
      const filler = placeholderFiller([{ from: PLACEHOLDER, to }]);
      const out = Buffer.concat([
        filler.push(Buffer.from(page.slice(0, cut))),
        filler.push(Buffer.from(page.slice(cut))),
        filler.flush(),
      ]).toString();
      expect(out).toBe(page.replaceAll(PLACEHOLDER, to));
    }
  });

  it('fills two placeholders at once with values of other lengths, wherever the chunks are cut', () => {
    const nonce = newNonce();
    const fills = [
      { from: PLACEHOLDER, to: nonce },
      { from: ORIGIN, to: 'http://192.168.1.20:3917' },
    ];
    const expected = linked
      .replaceAll(PLACEHOLDER, nonce)
      .replaceAll(ORIGIN, 'http://192.168.1.20:3917');
    for (let cut = 0; cut <= linked.length; cut++) {
      for (const second of [cut, Math.min(cut + 7, linked.length)]) {
        const filler = placeholderFiller(fills);
        const out = Buffer.concat([
          filler.push(Buffer.from(linked.slice(0, cut))),
          filler.push(Buffer.from(linked.slice(cut, second))),
          filler.push(Buffer.from(linked.slice(second))),
          filler.flush(),
        ]).toString();
        expect(out).toBe(expected);
      }
    }
  });

  it('holds back nothing that cannot be the start of a placeholder', () => {
    const filler = placeholderFiller([{ from: PLACEHOLDER, to: newNonce() }]);
    expect(filler.push(Buffer.from('<p>done</p>')).toString()).toBe('<p>done</p>');
    expect(filler.push(Buffer.from('<p>UExB')).toString()).toBe('<p>');
    expect(filler.flush().toString()).toBe('UExB');
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

describe('pages with an origin placeholder', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const origin = {
      placeholder: ORIGIN,
      valueFor: (req: { headers: { host?: string } }) => `http://${req.headers.host}`,
    };
    server = createServer(
      withFreshNonce(
        (req, res) => {
          if (req.url === '/moved') {
            res.writeHead(308, { location: `${ORIGIN}/product/7/slug` });
            res.end();
            return;
          }
          if (req.url === '/sitemap.xml') {
            res.setHeader('content-type', 'application/xml');
            res.setHeader('content-length', Buffer.byteLength(`<loc>${ORIGIN}/</loc>`));
            res.end(`<loc>${ORIGIN}/</loc>`);
            return;
          }
          if (req.url === '/image') {
            res.setHeader('content-type', 'image/svg+xml');
            res.end(`<svg data-origin="${ORIGIN}"/>`);
            return;
          }
          res.setHeader('content-security-policy', `${policy(PLACEHOLDER)}; form-action ${ORIGIN}`);
          res.setHeader('content-length', Buffer.byteLength(linked));
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.write(linked.slice(0, 30));
          res.end(linked.slice(30));
        },
        { origin },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("names the origin each request came to, in the body at the placeholder's length and in the policy", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const response = await fetch(`http://${host}/`);
      const body = await response.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? '';
      expect(canonical).toBe(`${paddedOrigin(`http://${host}`)}/product/7`);
      expect(new URL(canonical).origin).toBe(`http://${host}`);
      expect(body).not.toContain(ORIGIN);
      expect(body).toHaveLength(linked.length);
      expect(response.headers.get('content-security-policy')).toContain(
        `form-action http://${host}`,
      );
      expect(body).not.toContain(PLACEHOLDER);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    }
  });

  it('writes the origin as it is into a sitemap, with a true length', async () => {
    const response = await fetch(`http://localhost:${port}/sitemap.xml`);
    const body = await response.text();
    expect(body).toBe(`<loc>http://localhost:${port}/</loc>`);
    const length = response.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(body));
  });

  it("fills a redirect's address, and leaves what is not text alone", async () => {
    const moved = await fetch(`http://localhost:${port}/moved`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe(`http://localhost:${port}/product/7/slug`);
    const image = await fetch(`http://localhost:${port}/image`);
    expect(await image.text()).toBe(`<svg data-origin="${ORIGIN}"/>`);
  });
});
