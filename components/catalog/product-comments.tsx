import { getTranslations } from 'next-intl/server';
import { Stars } from '@/components/ui/stars';
import type { ProductComment } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';

type Props = { comments: ProductComment[]; count: number; average: number };

/** Customers' star-rated comments, rendered on the server so they are part of the page. */
export async function ProductComments({ comments, count, average }: Props) {
  const t = await getTranslations('product.comments');
  return (
    <section aria-labelledby="product-comments" className="flex flex-col gap-3">
      <h2 id="product-comments" className="text-lg font-bold">
        {t('title')}
      </h2>
      {count === 0 ? (
        <p className="text-text-muted">{t('empty')}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Stars value={average} />
            <span className="text-sm text-text-muted">
              {t('count', { count: formatNumber(count) })}
            </span>
          </p>
          <ul className="flex flex-col gap-3">
            {comments.map((comment) => (
              <li key={comment.id} className="rounded-xl border border-border p-3">
                <article className="flex flex-col gap-2">
                  <header className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{comment.author}</span>
                    <time dateTime={comment.created_at} className="text-sm text-text-muted">
                      {formatJalaliDate(comment.created_at)}
                    </time>
                  </header>
                  <Stars value={comment.star} />
                  <p className="whitespace-pre-line leading-7">{comment.comment}</p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
