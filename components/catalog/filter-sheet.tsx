'use client';

import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { island } from '@/components/ui/island';
import type { FilterSheetLabels } from './filter-sheet-dialog';

// Headless UI's dialog and the live count come with the first tap on «فیلترها», not with the page.
const loadDialog = () => import('./filter-sheet-dialog');
const FilterSheetDialog = island(() => loadDialog().then((m) => m.FilterSheetDialog));

type Sheet = { open: boolean; setOpen: (open: boolean) => void };

const SheetContext = createContext<Sheet | null>(null);

function useSheet(): Sheet {
  const sheet = use(SheetContext);
  if (!sheet) throw new Error('FilterSheet parts belong inside a FilterSheetScope');
  return sheet;
}

export const FILTERS_ANCHOR = 'listing-filters-panel';

type ScopeProps = {
  /** The filter fields (FilterPanel), drawn in the side panel or in the sheet. */
  panel: ReactNode;
  labels: FilterSheetLabels;
  /** The listing's own count, which the sheet shows until a field changes. */
  count: number;
  countCapped: boolean;
  priceRange: { min: number; max: number };
  /** Where «حذف فیلترها» leads, or null when no filter is set. */
  resetHref: string | null;
  children: ReactNode;
};

/**
 * The listing's filters: a side panel on a wide screen, a bottom sheet on a
 * phone. Holds whether the sheet is open, for the toggle in the toolbar and
 * the side panel (which gives its fields up to the sheet meanwhile, so each
 * field exists once in the form).
 */
export function FilterSheetScope({
  panel,
  labels,
  count,
  countCapped,
  priceRange,
  resetHref,
  children,
}: ScopeProps) {
  const [open, setOpen] = useState(false);
  const sheet = useMemo(() => ({ open, setOpen }), [open]);
  const close = useCallback(() => setOpen(false), []);
  return (
    <SheetContext value={sheet}>
      {children}
      {open && (
        <FilterSheetDialog
          panel={panel}
          labels={labels}
          count={count}
          countCapped={countCapped}
          priceRange={priceRange}
          resetHref={resetHref}
          onClose={close}
        />
      )}
    </SheetContext>
  );
}

/**
 * The side panel: always there on a wide screen; on a phone without scripts
 * the toggle's link (#…) shows it in place (:target).
 */
export function FilterSidePanel({ children }: { children: ReactNode }) {
  const { open } = useSheet();
  return (
    <aside
      id={FILTERS_ANCHOR}
      className="hidden scroll-mt-32 rounded-xl border border-border bg-surface p-3 target:block lg:block lg:p-4"
    >
      {open ? null : children}
    </aside>
  );
}

/** «فیلترها» in a phone's toolbar, with how many filters are set. */
export function FilterSheetToggle({ label, active }: { label: string; active: string | null }) {
  const { setOpen } = useSheet();
  return (
    <a
      href={`#${FILTERS_ANCHOR}`}
      aria-haspopup="dialog"
      data-testid="filters-open"
      onPointerDown={() => void loadDialog()}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-semibold lg:hidden"
    >
      {label}
      {active ? (
        <span className="grid min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
          {active}
        </span>
      ) : null}
    </a>
  );
}
