import type { Database } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { revokeToken } from './tokens';

/** Revokes the bearer token itself; a missing or dead token answers 401 like any other call. */
export async function logout(db: Database, token: string | null, now: Date): Promise<null> {
  if (!token || !(await revokeToken(db, token, now))) throw ApiError.unauthorized();
  return null;
}
