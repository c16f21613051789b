import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { banners } from '@/server/db/schema';

/** Active banners in display order (GET /banners and the home's discount_banner section). */
export async function listBanners(db: Executor): Promise<Banner[]> {
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.position), asc(banners.id));
}
