import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from '@/server/front/compress-answers.mjs';

/*
 * The server's compression: a big JSON answer is gzipped for a client that
 * takes it; an event stream's first event arrives as it is written, unpacked.
 */

let server: Server;
let port = 0;

beforeAll(async () => {
  const compress = compressAnswers();
  server = createServer((req, res) =>
    compress(req, res, () => {
      if (req.url === '/stream') {
        res.setHeader('content-type', 'text/event-stream');
        res.write('event: unread\ndata: {"unread_count":1}\n\n');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ list: 'گز '.repeat(2000) }));
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((closed) => server.close(() => closed()));
});

describe('the server’s compression', () => {
  it('gzips a large answer for a client that takes it', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/list`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends an event stream’s events as they are written, never compressed', async () => {
    const first = await new Promise<{ encoding: unknown; text: string }>((answered, failed) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path: '/stream', headers: { 'accept-encoding': 'gzip' } },
        (incoming) => {
          incoming.once('data', (chunk: Buffer) => {
            answered({ encoding: incoming.headers['content-encoding'], text: chunk.toString() });
            incoming.destroy();
          });
        },
      );
      outgoing.on('error', failed);
      outgoing.end();
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toContain('event: unread');
  });
});
