'use client';

import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { QueryProvider } from '@/components/ui/query-provider';
import type { CommentSort } from '@/lib/contract/comment-sorts';
import { useSortedComments } from '@/queries/reviews';
import { CommentCard, type CommentCardLabels } from './comment-card';

export type SortedCommentsProps = {
  productId: number;
  sort: CommentSort;
  labels: CommentCardLabels & { loadFailed: string; retry: string };
  /** What shows until the first sorted page arrives: the page's own list. */
  waiting: ReactNode;
};

function Sorted({ productId, sort, labels, waiting }: SortedCommentsProps) {
  const sorted = useSortedComments(productId, sort);
  if (sorted.isError) {
    return (
      <LoadFailed
        message={labels.loadFailed}
        retryLabel={labels.retry}
        onRetry={() => void sorted.refetch()}
      />
    );
  }
  if (!sorted.data) return waiting;
  return (
    <ul
      className={`flex flex-col gap-3 ${sorted.isPlaceholderData ? 'opacity-60' : ''}`}
      aria-busy={sorted.isPlaceholderData}
      data-testid="product-comments-list"
      data-sort={sorted.isPlaceholderData ? undefined : sort}
    >
      {sorted.data.results.map((comment) => (
        <CommentCard key={comment.id} productId={productId} comment={comment} labels={labels} />
      ))}
    </ul>
  );
}

/** The first page of comments in the order the shopper chose, fetched from the shared comments answer. */
export function SortedComments(props: SortedCommentsProps) {
  return (
    <QueryProvider>
      <Sorted {...props} />
    </QueryProvider>
  );
}
