import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@/server/app';
import { apiListener } from '@/server/front/api-listener.mjs';
import { noteAnswered } from './answered-calls';
import { createTestDb, type TestDb } from './test-db';

export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };
export type CallResult = { status: number; body: unknown; headers: Headers };

/**
 * The address the tests' shop is opened at: what a request names in its Host
 * header, and so the origin of the addresses the API hands out.
 */
const SHOP_HOST = 'localhost:3000';

/**
 * One request over HTTP with the headers as given (fetch would write its own
 * Host), its answer read whole.
 */
function send(
  port: number,
  asked: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((answered, failed) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: asked.method,
        // As a client sends it: what is not ASCII goes percent-encoded.
        path: asked.path.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character)),
        headers: asked.headers,
        // A connection of its own: a test may wait longer than the server keeps
        // an idle one, or be refused before its body is read (a 413).
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', failed);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          answered({ status: incoming.statusCode ?? 0, headers, text });
        });
      },
    );
    outgoing.on('error', failed);
    outgoing.end(asked.body);
  });
}

/**
 * The Hono app over a fresh database (or the one given), served on a port of
 * its own through the Node adapter the shop's server uses
 * (server/front/api-listener.mjs), with a small helper to call it as a client
 * would.
 */
export async function createTestApp(options: { shareAnswers?: boolean; db?: TestDb } = {}): Promise<
  TestDb & {
    call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
    /** Where the app is served, for a client of the test's own. */
    origin: string;
  }
> {
  const testDb = options.db ?? (await createTestDb());
  const app = createApp({
    getDb: async () => testDb.db,
    checkAnswers: true,
    onCheckedAnswer: noteAnswered,
    shareAnswers: options.shareAnswers,
  });
  const server = createServer(apiListener(app, { https: false }));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { host: SHOP_HOST, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await send(port, { method, path, headers, body });
    const text = response.text;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers };
  }
  return {
    ...testDb,
    call,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await testDb.close();
    },
  };
}
