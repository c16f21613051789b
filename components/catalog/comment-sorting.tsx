'use client';

import { type ReactNode, useState } from 'react';
import { island } from '@/components/ui/island';
import { COMMENT_SORTS, type CommentSort } from '@/lib/contract/comment-sorts';
import type { SortedCommentsProps } from './sorted-comments';

const SortedComments = island(() => import('./sorted-comments').then((m) => m.SortedComments), {
  placeholder: ({ waiting }: SortedCommentsProps) => <>{waiting}</>,
});

type Props = {
  productId: number;
  labels: SortedCommentsProps['labels'] & {
    sortLegend: string;
    sorts: Record<CommentSort, string>;
  };
  /** The page's own list, newest first, drawn by the server. */
  children: ReactNode;
};

/**
 * Chips that order the comments. The page keeps its newest-first list from
 * the cache; another order is fetched only when chosen, so the page stays
 * static and its first script does not grow.
 */
export function CommentSorting({ productId, labels, children }: Props) {
  const [sort, setSort] = useState<CommentSort>('newest');
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{labels.sortLegend}</legend>
        <span aria-hidden="true" className="text-sm text-text-muted">
          {labels.sortLegend}
        </span>
        {COMMENT_SORTS.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-border px-4 text-sm has-checked:border-primary has-checked:bg-primary has-checked:font-medium has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={`comment-sort-${productId}`}
              value={option}
              checked={sort === option}
              onChange={() => setSort(option)}
              className="sr-only"
            />
            {labels.sorts[option]}
          </label>
        ))}
      </fieldset>
      {sort === 'newest' ? (
        children
      ) : (
        <SortedComments productId={productId} sort={sort} labels={labels} waiting={children} />
      )}
    </div>
  );
}
