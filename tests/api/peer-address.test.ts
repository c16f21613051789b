import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, isIPv4 } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import { apiListener, isApiAddress } from '@/server/front/api-listener.mjs';
import { withPeerAddress } from '@/server/front/peer-address.mjs';
import { callerIsLoopback, clientAddress } from '@/server/services/auth/client-address';
import { createTestDb, type TestDb } from '../helpers/test-db';

/**
 * The shop's own server (server/front/serve.mjs) in front of the API over real
 * sockets: what a caller may claim in X-Forwarded-For against the address its
 * connection really comes from. Reaching this machine through its network
 * address rather than 127.0.0.1 makes a caller that is not on loopback.
 */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && isIPv4(entry.address))?.address;

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

let db: TestDb;
let server: Server;
let port: number;
beforeAll(async () => {
  vi.stubEnv('DEMO_MODE', '1');
  db = await createTestDb();
  const app = createApp({ getDb: async () => db.db });
  // The API as production answers it (server/front/api-front.mjs): the Node
  // adapter builds the request from the raw headers, not from req.headers.
  const api = apiListener(app, { https: false });
  // GET-only stand-in for Next at /seen: the request as Next reads it.
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    if (isApiAddress(req.url)) return api(req, res);
    const headers = headersOf(req);
    res.end(
      JSON.stringify({ client: clientAddress(headers), loopback: callerIsLoopback(headers) }),
    );
  };
  server = createServer(withPeerAddress(next));
  server.listen(0);
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  vi.unstubAllEnvs();
  await db.close();
});

async function get(host: string, path: string, forwardedFor?: string) {
  const answer = await fetch(`http://${host}:${port}${path}`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return { status: answer.status, text: await answer.text() };
}

describe('the shop’s server writes the connection’s address', () => {
  it('answers the outbox to a caller on this machine', async () => {
    expect((await get('127.0.0.1', '/api/v1/dev/sms-outbox')).status).toBe(200);
    expect((await get('[::1]', '/api/v1/dev/sms-outbox')).status).toBe(200);
  });

  it.skipIf(!networkAddress)(
    'refuses the outbox to a caller from the network, even one claiming to be 127.0.0.1',
    async () => {
      const host = networkAddress ?? '';
      for (const forged of [undefined, '127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
        const answer = await get(host, '/api/v1/dev/sms-outbox', forged);
        expect(answer.status, `X-Forwarded-For: ${forged}`).toBe(403);
        expect(answer.text).not.toContain('"results"');
      }
    },
  );

  it.skipIf(!networkAddress)(
    'counts a caller from the network by its connection, whatever it claims',
    async () => {
      const answer = await get(networkAddress ?? '', '/seen', '127.0.0.1, 6.6.6.6');
      expect(JSON.parse(answer.text)).toEqual({ client: networkAddress, loopback: false });
    },
  );

  it('behind a trusted proxy, the proxy’s word decides, and a remote client is still refused', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    try {
      // A proxy on this machine that saw a client out on the network.
      const proxied = await get('127.0.0.1', '/seen', '198.51.100.20');
      expect(JSON.parse(proxied.text)).toEqual({ client: '198.51.100.20', loopback: false });
      expect((await get('127.0.0.1', '/api/v1/dev/sms-outbox', '198.51.100.20')).status).toBe(403);
      expect((await get('127.0.0.1', '/api/v1/dev/sms-outbox')).status).toBe(200);
      if (networkAddress) {
        // Someone reaching the server round the proxy, naming loopback as their client.
        const around = await get(networkAddress, '/api/v1/dev/sms-outbox', '127.0.0.1');
        expect(around.status).toBe(403);
      }
    } finally {
      vi.stubEnv('TRUST_PROXY', '');
    }
  });
});
