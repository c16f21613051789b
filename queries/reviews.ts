import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchComments, fetchOwnHelpful, setHelpful } from '@/lib/api/engagement';
import type { CommentSort } from '@/lib/contract/comment-sorts';
import { useCustomerId } from './customer';

export const reviewKeys = {
  sorted: (productId: number, sort: CommentSort) =>
    ['comments', 'sorted', productId, sort] as const,
  ownHelpful: (productId: number) => ['comments', 'helpful', productId] as const,
};

/** A product's first page of comments in another order than the page's own (newest). */
export function useSortedComments(productId: number, sort: CommentSort) {
  return useQuery({
    queryKey: reviewKeys.sorted(productId, sort),
    queryFn: async ({ signal }) => await fetchComments(productId, sort, signal),
    // The list in hand stays until the next order arrives, so the section does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Which of the product's comments the signed-in customer marked helpful. */
export function useOwnHelpful(productId: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: reviewKeys.ownHelpful(productId),
    queryFn: async ({ signal }) => new Set((await fetchOwnHelpful(productId, signal)).comment_ids),
    enabled: customerId !== null,
  });
}

/**
 * Marks or unmarks at once on screen, then keeps what the server answers;
 * a failure puts the mark back as it was.
 */
export function useHelpfulMark(productId: number) {
  const client = useQueryClient();
  const key = reviewKeys.ownHelpful(productId);
  return useMutation({
    mutationFn: ({ commentId, marked }: { commentId: number; marked: boolean }) =>
      setHelpful(productId, commentId, marked),
    onMutate: async ({ commentId, marked }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Set<number>>(key);
      const next = new Set(before);
      if (marked) next.add(commentId);
      else next.delete(commentId);
      client.setQueryData(key, next);
      return { before };
    },
    onError: (_failure, _vars, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: ['comments', 'sorted', productId] }),
  });
}
