import { getTranslations } from 'next-intl/server';
import { CommentForm } from '@/components/engagement/comment-form';
import { ReportButton } from '@/components/engagement/report-button';
import { Stars } from '@/components/ui/stars';
import type { ProductComment } from '@/lib/contract/catalog';
import { COMMENT_MAX_LENGTH } from '@/lib/contract/comment';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';

type Props = { productId: number; comments: ProductComment[]; count: number; average: number };

/**
 * Customers' star-rated comments, rendered on the server so they are part of
 * the page. Their text is plain: React writes it as text, and an address in it
 * stays words, never a link. Writing and reporting are small client islands.
 */
export async function ProductComments({ productId, comments, count, average }: Props) {
  const t = await getTranslations('product.comments');
  const c = await getTranslations('engagement.comment');
  const reportLabels = {
    report: c('report'),
    reportTitle: c('reportTitle'),
    reportHelp: c('reportHelp'),
    reason: c('reason'),
    send: c('send'),
    cancel: c('cancel'),
    sending: c('sending'),
    reported: c('reported'),
    reportLogin: c('reportLogin'),
    login: c('login'),
  };
  return (
    <section aria-labelledby="product-comments" className="flex flex-col gap-3">
      <h2 id="product-comments" className="text-lg font-bold">
        {t('title')}
      </h2>
      <CommentForm
        productId={productId}
        maxLength={COMMENT_MAX_LENGTH}
        labels={{
          formTitle: c('formTitle'),
          stars: c('stars'),
          starN: c.raw('starN'),
          text: c('text'),
          hint: c('hint', { max: toPersianDigits(COMMENT_MAX_LENGTH) }),
          count: c.raw('count'),
          submit: c('submit'),
          update: c('update'),
          sending: c('sending'),
          status: {
            pending: c('status.pending'),
            published: c('status.published'),
            rejected: c('status.rejected'),
            hidden: c('status.hidden'),
          },
          loginPrompt: c('loginPrompt'),
          login: c('login'),
        }}
      />
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
              <li
                key={comment.id}
                className="rounded-xl border border-border p-3"
                data-testid="product-comment"
              >
                <article className="flex flex-col gap-2">
                  <header className="flex flex-wrap items-center justify-between gap-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{comment.author}</span>
                      {comment.is_buyer && (
                        <span
                          className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success"
                          data-testid="buyer-badge"
                        >
                          {c('buyer')}
                        </span>
                      )}
                    </span>
                    <time dateTime={comment.created_at} className="text-sm text-text-muted">
                      {formatJalaliDate(comment.created_at)}
                    </time>
                  </header>
                  <Stars value={comment.star} />
                  <p className="whitespace-pre-line break-words leading-7">{comment.comment}</p>
                  <footer className="flex justify-end">
                    <ReportButton
                      commentId={comment.id}
                      authorId={comment.customer_id}
                      labels={reportLabels}
                    />
                  </footer>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
