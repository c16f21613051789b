import { eq } from 'drizzle-orm';
import { type AppConfig, appConfig as appConfigSchema } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { appConfig } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { listBranches } from '@/server/services/branch/branches';

/** The storefront's configuration row and the shop's branches, checked against the contract. */
export async function getAppConfig(db: Executor): Promise<AppConfig> {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.id, 1)).limit(1);
  if (!row) throw ApiError.notFound();
  return appConfigSchema.parse({ config: row.config, branches: await listBranches(db) });
}
