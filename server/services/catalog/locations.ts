import { eq, isNull } from 'drizzle-orm';
import type { Location } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { locations } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';

// Code-point order puts پ چ ژ گ after ی; the Persian collation puts them where readers expect.
const persianOrder = new Intl.Collator('fa');

const columns = {
  id: locations.id,
  name: locations.name,
  parent_id: locations.parentId,
  kind: locations.kind,
};

function alphabetical(rows: Location[]): Location[] {
  return rows.sort((a, b) => persianOrder.compare(a.name, b.name) || a.id - b.id);
}

/** GET /locations?parent: the children of a location, or the provinces when no parent is given. */
export async function listLocations(db: Executor, parent?: number): Promise<Location[]> {
  if (parent === undefined) return listProvinces(db);
  const [exists] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, parent))
    .limit(1);
  if (!exists) throw ApiError.notFound();
  return alphabetical(
    await db.select(columns).from(locations).where(eq(locations.parentId, parent)),
  );
}

/** GET /provinces: the top level of the location tree. */
export async function listProvinces(db: Executor): Promise<Location[]> {
  return alphabetical(await db.select(columns).from(locations).where(isNull(locations.parentId)));
}
