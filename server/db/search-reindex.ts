import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { normalizeSearchText, productSearchColumns } from '@/lib/text/normalize-search';
import type { Executor } from './database';
import { products } from './schema';

const BATCH = 1_000;

/**
 * Brings rows written before the current search normal form up to it; run on
 * every start, it costs one indexed probe once nothing is left. Such a row has
 * no search_name yet (migration 0009 added it). Its old search_text lost the
 * ZWNJ that now separates words and cannot be rebuilt (the seed's keywords
 * live nowhere else), so the name in the new form is put in front of the old
 * text, re-normalised: nothing the row was found by is lost, and «پسته ای»
 * now finds what «پسته‌ای» named. Answers how many rows it rewrote.
 */
export async function reindexProductSearch(db: Executor): Promise<number> {
  let after = 0;
  let rewritten = 0;
  for (;;) {
    const rows = await db
      .select({ id: products.id, name: products.name, searchText: products.searchText })
      .from(products)
      .where(and(eq(products.searchName, ''), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) return rewritten;
    after = last.id;
    const values = rows.map((row) => {
      const columns = productSearchColumns(row.name, [normalizeSearchText(row.searchText)]);
      return sql`(${row.id}::integer, ${columns.searchName}, ${columns.searchText})`;
    });
    await db.execute(sql`
      update ${products} set search_name = v.name, search_text = v.text
        from (values ${sql.join(values, sql`, `)}) as v(id, name, text)
       where ${products.id} = v.id`);
    rewritten += rows.length;
  }
}
