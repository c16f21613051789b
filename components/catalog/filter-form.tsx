'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useTransition } from 'react';
import { formatNumber } from '@/lib/format/digits';
import { groupTypedAmount } from '@/lib/format/typed-amount';
import { FILTER_FORM_ID, queryOf } from './filter-query';

type Props = {
  /** The listing's own path; the form submits its fields there as a GET query. */
  action: string;
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * Puts the address's values back in the fields. The fields are uncontrolled
 * (so the form works before and without hydration), and React does not
 * re-apply their defaults once mounted: after Back, Forward or a reset link
 * the fields would otherwise keep showing the values the customer left.
 */
function showParams(form: HTMLFormElement, params: URLSearchParams): void {
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (!field.name) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      field.checked = params.getAll(field.name).includes(field.value);
      continue;
    }
    const value = params.get(field.name) ?? '';
    const numeric = field instanceof HTMLInputElement && field.inputMode === 'numeric';
    field.value = numeric && /^\d+$/.test(value) ? formatNumber(Number(value)) : value;
  }
}

/** A price field shows what is typed in Persian digits with separators, as it is typed. */
function groupAmountField(target: EventTarget): void {
  if (!(target instanceof HTMLInputElement) || target.inputMode !== 'numeric') return;
  const grouped = groupTypedAmount(target.value, target.selectionStart ?? target.value.length);
  if (grouped.value === target.value) return;
  target.value = grouped.value;
  target.setSelectionRange(grouped.caret, grouped.caret);
}

/**
 * A select or a box applies the moment it changes, but in the phone's filter
 * sheet, where the shopper gathers several before «نمایش … کالا».
 */
function appliesAtOnce(target: EventTarget): boolean {
  const field =
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));
  return field && target.closest('[data-filter-sheet]') === null;
}

/**
 * Keeps the fields in step with the address after a navigation. Apart, inside
 * Suspense: cached listing pages are rendered without a request, where the
 * address is only known in the browser.
 */
function FieldsFollowAddress({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const params = useSearchParams();
  useEffect(() => {
    if (formRef.current) showParams(formRef.current, params);
  }, [formRef, params]);
  return null;
}

/**
 * The filter form. Without JavaScript it is a plain GET form and the server
 * renders the filtered page. With it, submitting (or changing a select or a
 * checkbox) pushes the new query with the router: a history entry, so Back
 * works, and no full reload. Leaving `page` out sends every change to page 1.
 * A change applied at once (a new order, say) keeps the page where it is; a
 * submitted form is a new listing, which Next brings into view.
 */
export function FilterForm({ action, label, children, className }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  function apply(form: HTMLFormElement, scroll: boolean) {
    const query = queryOf(form);
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll }));
  }

  return (
    <form
      ref={formRef}
      id={FILTER_FORM_ID}
      action={action}
      method="get"
      aria-label={label}
      aria-busy={pending}
      data-pending={pending ? 'true' : undefined}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget, true);
      }}
      onInput={(event) => {
        // Mid-composition text (an input method's draft) is left alone until it is committed.
        if (!(event.nativeEvent instanceof InputEvent && event.nativeEvent.isComposing)) {
          groupAmountField(event.target);
        }
      }}
      onChange={(event) => {
        if (appliesAtOnce(event.target)) apply(event.currentTarget, false);
      }}
    >
      <Suspense>
        <FieldsFollowAddress formRef={formRef} />
      </Suspense>
      {children}
    </form>
  );
}
