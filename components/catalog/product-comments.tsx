import { getTranslations } from 'next-intl/server';
import { CommentForm } from '@/components/engagement/comment-form';
import { Stars } from '@/components/ui/stars';
import type { ProductComment } from '@/lib/contract/catalog';
import { COMMENT_MAX_LENGTH } from '@/lib/contract/comment';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { CommentCard, type CommentCardLabels } from './comment-card';
import { CommentSorting } from './comment-sorting';

type Props = { productId: number; comments: ProductComment[]; count: number; average: number };

/**
 * Customers' star-rated comments, rendered on the server so they are part of
 * the page, newest first. Writing, marking helpful, reporting and another
 * order are small client islands.
 */
export async function ProductComments({ productId, comments, count, average }: Props) {
  const t = await getTranslations('product.comments');
  const c = await getTranslations('engagement.comment');
  const cardLabels: CommentCardLabels = {
    buyer: c('buyer'),
    photo: c.raw('photo'),
    helpful: {
      helpful: c('helpful'),
      counted: c.raw('helpfulCounted'),
      loginPrompt: c('helpfulLogin'),
      login: c('login'),
    },
    report: {
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
    },
  };
  const list = (
    <ul className="flex flex-col gap-3" data-testid="product-comments-list" data-sort="newest">
      {comments.map((comment) => (
        <CommentCard key={comment.id} productId={productId} comment={comment} labels={cardLabels} />
      ))}
    </ul>
  );
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
          photos: {
            title: c('photos'),
            photo: c.raw('formPhoto'),
            remove: c.raw('removePhoto'),
            uploading: c('uploading'),
          },
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
          {count > 1 ? (
            <CommentSorting
              productId={productId}
              labels={{
                ...cardLabels,
                sortLegend: t('sortLegend'),
                sorts: {
                  newest: t('sorts.newest'),
                  highest: t('sorts.highest'),
                  helpful: t('sorts.helpful'),
                },
                loadFailed: t('loadFailed'),
                retry: t('retry'),
              }}
            >
              {list}
            </CommentSorting>
          ) : (
            list
          )}
        </>
      )}
    </section>
  );
}
