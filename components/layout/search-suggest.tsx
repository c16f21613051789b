'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ShopImage } from '@/components/ui/shop-image';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { highlightMatches } from '@/lib/text/highlight';
import { useFastSearch } from './use-fast-search';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

type Suggestion = {
  key: string;
  href: string;
  label: string;
  /** What tells it apart from a suggestion named alike: its category and price. */
  detail?: string;
  hint: string;
  image?: string;
};

function TermAtAddress({ onTerm }: { onTerm: (term: string) => void }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const term = pathname === '/search' ? (params.get('q') ?? '') : '';
  useEffect(() => onTerm(term), [onTerm, term]);
  return null;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The header's search box. Without JavaScript it is a plain GET form field
 * (name=q → /search); with it, typing offers fast suggestions in a listbox
 * driven from the keyboard (arrows, Enter, Escape) per the combobox pattern.
 * On the search page it holds the term searched, so it can be refined.
 */
export function SearchSuggest() {
  const formatToman = useFormatToman();
  const t = useTranslations('layout');
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  // A new search (or leaving the search page) puts its term in the box.
  const [shownTerm, setShownTerm] = useState('');
  const showTerm = useCallback(
    (urlTerm: string) => {
      if (urlTerm === shownTerm) return;
      setShownTerm(urlTerm);
      setValue(urlTerm);
    },
    [shownTerm],
  );
  // On a slow phone the box is there before the scripts: what was typed into it
  // meanwhile is kept and gets its suggestions.
  useEffect(() => {
    const element = input.current;
    if (!element?.value) return;
    setValue(element.value);
    setOpen(document.activeElement === element);
  }, []);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.trim(), DEBOUNCE_MS);
  const enabled = term.length >= MIN_CHARS;

  // Asked only while the list can show: on the search page the box holds the
  // term searched, and asking for it at load fetched suggestions nobody saw,
  // loading the API client, zod and the messages (about 200 KB of script, the
  // search page's longest task after load) on every visit.
  const { data, isFetching } = useFastSearch(term, enabled && open);

  const options = useMemo<Suggestion[]>(() => {
    if (!enabled || !data) return [];
    const products = data.products.map((p) => ({
      key: `product-${p.id}`,
      href: `/product/${p.id}/${encodeURIComponent(p.slug)}`,
      label: p.name,
      detail: `${p.category_name} · ${formatToman(p.final_price)}`,
      hint: '',
      image: p.image,
    }));
    const categories = data.categories.map((c) => ({
      key: `category-${c.id}`,
      href: `/category/${c.id}/${encodeURIComponent(c.slug)}`,
      label: c.name,
      hint: t('suggestCategory'),
    }));
    const all = {
      key: 'all',
      href: `/search?q=${encodeURIComponent(term)}`,
      label: t('suggestSeeAll', { q: term }),
      hint: '',
    };
    return [...products, ...categories, all];
  }, [data, enabled, term, t, formatToman]);

  const expanded = open && enabled && (options.length > 0 || isFetching);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = options[active];
      if (!chosen) return;
      event.preventDefault();
      close();
      router.push(chosen.href);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setValue('');
    }
  }

  const status = !enabled
    ? ''
    : isFetching && !data
      ? t('suggestLoading')
      : options.length <= 1
        ? t('suggestEmpty')
        : t('suggestCount', { count: formatNumber(options.length - 1) });

  return (
    <div className="relative flex-1">
      <label htmlFor={inputId} className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-text placeholder:text-text-muted"
      />
      {/* The address is only known in the browser on statically rendered pages;
          reading it must not hold back the box itself. */}
      <Suspense fallback={null}>
        <TermAtAddress onTerm={showTerm} />
      </Suspense>
      <span role="status" className="sr-only">
        {status}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        // Keeps focus in the input so a click on a suggestion is not lost to blur.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-lg border border-border bg-surface-raised py-1 shadow-lg"
      >
        {isFetching && !data ? (
          <p className="px-3 py-2 text-sm text-text-muted">{t('suggestLoading')}</p>
        ) : null}
        {options.map((option, index) => (
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'bg-surface-muted' : ''}
          >
            <Link
              href={option.href}
              tabIndex={-1}
              onClick={close}
              className="flex min-h-11 items-center gap-3 px-3 py-2 text-text hover:bg-surface-muted"
            >
              {option.image ? (
                <ShopImage
                  src={option.image}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-md bg-surface-muted object-cover"
                />
              ) : null}
              <span className="flex min-w-0 flex-1 flex-col">
                {/* Two lines, not an ellipsis: names that start alike differ at the end. */}
                <span className="line-clamp-2 leading-snug" data-testid="suggestion-name">
                  {highlightMatches(option.label, term).map((part, i) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
                      <mark key={i} className="rounded-sm bg-accent/25 font-bold text-text">
                        {part.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </span>
                {option.detail ? (
                  <span
                    className="truncate text-sm text-text-muted"
                    data-testid="suggestion-detail"
                  >
                    {option.detail}
                  </span>
                ) : null}
              </span>
              {option.hint ? (
                <span className="shrink-0 text-sm text-text-muted">{option.hint}</span>
              ) : null}
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}
