'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import Link from 'next/link';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { receive } from '@/lib/api/client';
import { parseListingFilters, rawParams, toSearchBody } from '@/lib/catalog/listing-filters';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import { formatNumber } from '@/lib/format/digits';
import { FILTER_FORM_ID, queryOf } from './filter-query';

/** The sheet's words, from the server (catalogue pages send islands no messages). */
export type FilterSheetLabels = {
  title: string;
  close: string;
  /** «نمایش {count} کالا», and its form for a count that stopped at the cap. */
  showCount: string;
  showCountCapped: string;
  reset: string;
};

/** How long typing may pause before the count is asked again. */
const RECOUNT_MS = 300;

type Count = { count: number; capped: boolean };

function formOf(): HTMLFormElement | null {
  const form = document.getElementById(FILTER_FORM_ID);
  return form instanceof HTMLFormElement ? form : null;
}

/**
 * The listing's count for the fields as they stand, from the search API (the
 * page itself is a shared cached page and knows only its own count): asked
 * again a moment after each change, the older answer dropped.
 */
function useLiveCount(initial: Count, priceRange: { min: number; max: number }) {
  const [count, setCount] = useState(initial);
  const [counting, setCounting] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  useEffect(() => {
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.request?.abort();
    };
  }, []);

  function recount() {
    const current = pending.current;
    clearTimeout(current.timer);
    current.request?.abort();
    setCounting(true);
    current.timer = setTimeout(() => {
      const form = formOf();
      if (!form) return;
      const filters = parseListingFilters(
        rawParams(new URLSearchParams(queryOf(form))),
        priceRange,
      );
      const request = new AbortController();
      current.request = request;
      receive(
        catalogCalls.search,
        { body: toSearchBody(filters), query: { limit: 1 } },
        { signal: request.signal },
      )
        .then((result) => setCount({ count: result.count, capped: result.count_capped }))
        // A count that cannot be had leaves the last one: the button still applies the filters.
        .catch(() => undefined)
        .finally(() => {
          if (!request.signal.aborted) setCounting(false);
        });
    }, RECOUNT_MS);
  }

  return { count, counting, recount };
}

type Props = {
  panel: ReactNode;
  labels: FilterSheetLabels;
  count: number;
  countCapped: boolean;
  priceRange: { min: number; max: number };
  resetHref: string | null;
  onClose: () => void;
};

/**
 * The phone's filter sheet: the filter fields (still the listing form's, by
 * its id) over the page, and one button that applies them, naming how many
 * products they leave. Applying submits the form and closes the sheet; the
 * new listing's first results are then in view.
 */
export function FilterSheetDialog({
  panel,
  labels,
  count: initialCount,
  countCapped,
  priceRange,
  resetHref,
  onClose,
}: Props) {
  const { count, counting, recount } = useLiveCount(
    { count: initialCount, capped: countCapped },
    priceRange,
  );

  // Applying closes the sheet, once the form has read its fields: the submit
  // listener runs before React's, so closing at once would take them away first.
  useEffect(() => {
    const form = formOf();
    if (!form) return;
    const closeAfterSubmit = () => setTimeout(onClose);
    form.addEventListener('submit', closeAfterSubmit);
    return () => form.removeEventListener('submit', closeAfterSubmit);
  }, [onClose]);

  const showLabel = (count.capped ? labels.showCountCapped : labels.showCount).replace(
    '{count}',
    formatNumber(count.count),
  );

  return (
    <Dialog open onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-x-0 bottom-0 flex max-h-[88dvh]">
        <DialogPanel
          data-filter-sheet
          data-testid="filter-sheet"
          className="flex w-full flex-col rounded-t-2xl bg-surface-raised shadow-lg"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
            <DialogTitle className="text-lg font-bold">{labels.title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={labels.close}
              className="grid size-11 place-items-center rounded-lg text-xl hover:bg-surface-muted"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
            onChange={recount}
            onInput={recount}
          >
            {panel}
          </div>
          <div className="flex items-center gap-3 border-t border-border px-4 py-3">
            <button
              type="submit"
              form={FILTER_FORM_ID}
              aria-busy={counting}
              data-testid="filter-sheet-apply"
              className="min-h-11 flex-1 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90 aria-busy:opacity-80"
            >
              {showLabel}
            </button>
            {resetHref !== null && (
              <Link
                prefetch={false}
                href={resetHref}
                onClick={onClose}
                className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-4"
              >
                {labels.reset}
              </Link>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
