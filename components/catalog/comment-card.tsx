import { HelpfulButton } from '@/components/engagement/helpful-button';
import type { HelpfulLabels } from '@/components/engagement/helpful-look';
import { ReportButton } from '@/components/engagement/report-button';
import type { ReportLabels } from '@/components/engagement/report-button-customer';
import { Stars } from '@/components/ui/stars';
import type { ProductComment } from '@/lib/contract/catalog';
import { formatJalaliDate } from '@/lib/format/jalali';
import { CommentPhotos } from './comment-photos';

export type CommentCardLabels = {
  buyer: string;
  /** "عکس {number} از نظر {author}". */
  photo: string;
  helpful: HelpfulLabels;
  report: ReportLabels;
};

type Props = { productId: number; comment: ProductComment; labels: CommentCardLabels };

/**
 * One customer's comment. Drawn by the server for the page's own order, and by
 * the browser for another order: no hooks of its own and plain text only
 * (React writes it as text, so an address in it never becomes a link).
 */
export function CommentCard({ productId, comment, labels }: Props) {
  return (
    <li className="rounded-xl border border-border p-3" data-testid="product-comment">
      <article className="flex flex-col gap-2">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{comment.author}</span>
            {comment.is_buyer && (
              <span
                className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-success"
                data-testid="buyer-badge"
              >
                {labels.buyer}
              </span>
            )}
          </span>
          <time dateTime={comment.created_at} className="text-sm text-text-muted">
            {formatJalaliDate(comment.created_at)}
          </time>
        </header>
        <Stars value={comment.star} />
        <p className="whitespace-pre-line break-words leading-7">{comment.comment}</p>
        <CommentPhotos
          photos={comment.photos}
          label={labels.photo.replace('{author}', comment.author)}
        />
        <footer className="flex flex-wrap items-center justify-between gap-2">
          <HelpfulButton
            productId={productId}
            commentId={comment.id}
            authorId={comment.customer_id}
            count={comment.helpful_count}
            labels={labels.helpful}
          />
          <ReportButton
            commentId={comment.id}
            authorId={comment.customer_id}
            labels={labels.report}
          />
        </footer>
      </article>
    </li>
  );
}
