'use client';

import { useEffect, useRef, useState } from 'react';
import type { FastSearchResult } from '@/lib/contract/catalog';

/** Terms asked this visit; typing back to one shows its answer at once. */
const REMEMBERED_TERMS = 30;

async function askServer(term: string, signal: AbortSignal): Promise<FastSearchResult> {
  // The client and the contract load with the first search, not with every page.
  const [{ receive }, { catalogCalls }] = await Promise.all([
    import('@/lib/api/client'),
    import('@/lib/contract/calls/catalog'),
  ]);
  return receive(catalogCalls.fastSearch, { body: { name: term } }, { signal });
}

/**
 * The header's fast suggestions for a (debounced) term. A small hook of its
 * own rather than TanStack Query, which would otherwise ride in every page's
 * first script for this one box. Suggestions are a convenience: a failure
 * just shows none, and an answer for an older term never replaces a newer one.
 */
export function useFastSearch(term: string, enabled: boolean) {
  const remembered = useRef(new Map<string, FastSearchResult>());
  const [answer, setAnswer] = useState<{ term: string; data: FastSearchResult | null } | null>(
    null,
  );
  const [fetching, setFetching] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const known = remembered.current.get(term);
    if (known) {
      setAnswer({ term, data: known });
      setFetching(false);
      return;
    }
    const controller = new AbortController();
    setFetching(true);
    askServer(term, controller.signal)
      .then((data) => {
        const cache = remembered.current;
        cache.set(term, data);
        if (cache.size > REMEMBERED_TERMS) cache.delete(cache.keys().next().value ?? term);
        setAnswer({ term, data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ term, data: null });
      })
      .finally(() => {
        if (!controller.signal.aborted) setFetching(false);
      });
    return () => controller.abort();
  }, [term, enabled]);

  const data = enabled && answer?.term === term ? answer.data : null;
  return { data, isFetching: enabled && fetching };
}
