'use client';

import { useState } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { formatNumber } from '@/lib/format/digits';
import { useCustomerId } from '@/queries/customer';
import { useHelpfulMark, useOwnHelpful } from '@/queries/reviews';
import { HelpfulFace, type HelpfulLabels, helpfulClasses } from './helpful-look';

export type HelpfulButtonProps = {
  productId: number;
  commentId: number;
  /** The comment's author: nobody marks their own. */
  authorId: number | null;
  /** The count the page was drawn with. */
  count: number;
  labels: HelpfulLabels;
};

function Helpful({ productId, commentId, authorId, count, labels }: HelpfulButtonProps) {
  const customerId = useCustomerId();
  const marks = useOwnHelpful(productId);
  const mark = useHelpfulMark(productId);
  // The page may be a few minutes old: after a press, the count is the server's.
  const [shown, setShown] = useState(count);
  const marked = marks.data?.has(commentId) ?? false;

  if (authorId !== null && authorId === customerId) {
    return count > 0 ? (
      <span className="inline-flex min-h-11 items-center text-sm text-text-muted">
        {labels.counted.replace('{count}', formatNumber(count))}
      </span>
    ) : null;
  }

  return (
    <button
      type="button"
      className={helpfulClasses}
      aria-pressed={marked}
      aria-busy={marks.isPending}
      data-testid="comment-helpful"
      data-viewer="customer"
      onClick={() => {
        // Until the customer's marks are known, a press could only guess which way to go.
        if (marks.isPending) return;
        const before = shown;
        setShown(Math.max(0, before + (marked ? -1 : 1)));
        mark.mutate(
          { commentId, marked: !marked },
          {
            onSuccess: ({ data }) => setShown(data.helpful_count),
            onError: () => setShown(before),
          },
        );
      }}
    >
      <HelpfulFace label={labels.helpful} count={shown} />
    </button>
  );
}

export function CustomerHelpful(props: HelpfulButtonProps) {
  return (
    <QueryProvider>
      <Helpful {...props} />
    </QueryProvider>
  );
}
