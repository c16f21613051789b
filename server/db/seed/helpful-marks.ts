import { sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { commentHelpful, comments, customers } from '../schema';

/**
 * Other customers' helpful marks on published comments, a different share of
 * the customers for each comment (so «مفیدترین» orders differently from
 * «جدیدترین»), a day after the comment; each comment's count is then taken
 * from its marks, as the API keeps it.
 */
export async function seedHelpfulMarks(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into ${commentHelpful} (comment_id, customer_id, created_at)
    select c.id, p.id, c.created_at + interval '1 day'
    from ${comments} c
    join ${customers} p on p.id <> c.customer_id
    where c.status = 'published' and c.customer_id is not null
      and (c.id * 31 + p.id * 17) % (2 + c.id % 9) = 0
    on conflict do nothing`);
  await db.execute(sql`
    update ${comments} c set helpful_count = (
      select count(*) from ${commentHelpful} h where h.comment_id = c.id)::int`);
}
