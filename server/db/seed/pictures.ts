import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { categoryPictures } from './categories';
import { PACKS, posterImage } from './packs';
import { BANNERS } from './storefront';

function values(rows: readonly (readonly string[])[]): SQL {
  return sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((cell) => sql`${cell}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}

/**
 * A shop seeded before image addresses named their subject
 * ('/images/products/12-1.svg', drawn as whatever the id hashed to) gets the
 * addresses the seed writes now, so its pictures match what they are of too.
 * Runs on every start; rows in the current form are left alone.
 */
export async function readdressDemoPictures(db: Executor): Promise<void> {
  const bySlug = values(categoryPictures());
  await db.execute(sql`
    update products p
       set images = (
         select jsonb_agg(replace(img, '/images/products/', '/images/products/' || pic.subject || '-') order by n)
           from jsonb_array_elements_text(p.images) with ordinality as i(img, n))
      from categories c, (values ${bySlug}) as pic(slug, subject)
     where c.id = p.category_id and pic.slug = c.slug
       and p.images->>0 ~ '^/images/products/[0-9]+-[0-9]\\.svg$'`);
  await db.execute(sql`
    update categories c
       set image = '/images/categories/' || pic.subject || '-' || c.id || '.svg'
      from (values ${bySlug}) as pic(slug, subject)
     where pic.slug = c.slug and c.image ~ '^/images/categories/[0-9]+\\.svg$'`);
  const banners = values(BANNERS.map((banner) => [banner.title, banner.picture]));
  await db.execute(sql`
    update banners b
       set image = '/images/banners/' || v.subject || '-' || b.id || '.svg'
      from (values ${banners}) as v(title, subject)
     where v.title = b.title and b.image ~ '^/images/banners/[0-9]+\\.svg$'`);
  // The poster's address with its id left for the row's own.
  const packs = values(PACKS.map((pack) => [pack.title, posterImage(pack.categories, 1)]));
  await db.execute(sql`
    update posters p
       set image = regexp_replace(v.image, '-1\\.svg$', '-' || p.id || '.svg')
      from (values ${packs}) as v(title, image)
     where v.title = p.title and p.image ~ '^/images/posters/[0-9]+\\.svg$'`);
}
