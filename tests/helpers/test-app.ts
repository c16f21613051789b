import { createApp } from '@/server/app';
import { noteAnswered } from './answered-calls';
import { createTestDb, type TestDb } from './test-db';

export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };
export type CallResult = { status: number; body: unknown; headers: Headers };

/**
 * The Hono app over a fresh database (or the one given), with a small helper
 * to call it as a client would.
 */
export async function createTestApp(given?: TestDb): Promise<
  TestDb & {
    call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  }
> {
  const testDb = given ?? (await createTestDb());
  const app = createApp({
    getDb: async () => testDb.db,
    checkAnswers: true,
    onCheckedAnswer: noteAnswered,
  });
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers };
  }
  return { ...testDb, call };
}
