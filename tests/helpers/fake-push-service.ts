import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local push service (RFC 8030) as a browser vendor runs one: HTTPS with a
 * certificate of its own, taking encrypted pushes at per-browser endpoints.
 * It checks each push's VAPID token (RFC 8292) against the shop's public key
 * and decrypts the payload (RFC 8291, aes128gcm) with the browser's keys, so a
 * test sees exactly what a browser would.
 */

export type ReceivedPush = {
  endpoint: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID token's claims, after its signature was checked. */
  claims: { aud: string; sub: string; exp: number };
  payload: string;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's subscription keys: its P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

type Browser = ReturnType<typeof browserKeys>;

function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = browser.ecdh.getPublicKey();
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', secret, Buffer.from(browser.keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and its padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

function checkVapid(authorization: string | undefined, vapidPublicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== vapidPublicKey) throw new Error('no VAPID authorization');
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('malformed VAPID token');
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

export async function startFakePushService(vapidPublicKey: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  /** Endpoints the service says are gone (the browser unsubscribed): 410. */
  const gone = new Set<string>();

  /** Pushes not yet collected by waitForPush, and the waiters for the next. */
  const waiters: ((push: ReceivedPush) => void)[] = [];
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const browser = browsers.get(endpoint);
      try {
        if (req.method !== 'POST' || !browser) throw new Error('unknown endpoint');
        if (gone.has(endpoint)) {
          res.writeHead(410).end();
          return;
        }
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = checkVapid(req.headers.authorization, vapidPublicKey);
        const push: ReceivedPush = {
          endpoint,
          ttl: req.headers.ttl?.toString(),
          urgency: req.headers.urgency?.toString(),
          claims,
          payload: decrypt(Buffer.concat(chunks), browser),
        };
        received.push(push);
        res.writeHead(201).end();
        for (const waiter of waiters.splice(0)) waiter(push);
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake push: no port');
  const origin = `https://127.0.0.1:${address.port}`;

  return {
    origin,
    received,
    refused,
    gone,
    /** An agent that trusts this service's certificate, as a browser vendor's would be trusted. */
    agent: new Agent({ ca: cert }),
    /** The certificate (PEM), for a shop in another process to trust (NODE_EXTRA_CA_CERTS). */
    certificate: cert.toString('utf8'),
    /** A browser subscribing: its endpoint here and its keys. */
    subscribe(id: string) {
      const browser = browserKeys();
      const endpoint = `${origin}/push/${id}`;
      browsers.set(endpoint, browser);
      return { endpoint, keys: browser.keys };
    },
    /**
     * A browser that made its own keys (a page's WebCrypto P-256 pair: the
     * private scalar `d` of its JWK) subscribing at `endpoint` on this service.
     */
    registerBrowser(browser: { endpoint: string; d: string; p256dh: string; auth: string }) {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(browser.d, 'base64url'));
      if (b64url(ecdh.getPublicKey()) !== browser.p256dh) throw new Error('keys do not match');
      browsers.set(browser.endpoint, {
        ecdh,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      });
    },
    /** The next push to arrive (any endpoint). */
    waitForPush(timeoutMs: number): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push arrived')), timeoutMs);
        waiters.push((push) => {
          clearTimeout(timer);
          resolve(push);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
