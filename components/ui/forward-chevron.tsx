import { LineIcon } from './line-icon';

/**
 * Points the way the page reads on: to the left in Persian. Drawn, not typed:
 * «‹» is not in the Persian font file, and a page showing it fetched the
 * 111 KB Latin file for that one sign.
 */
export function ForwardChevron({ className = 'size-4' }: { className?: string }) {
  return (
    <LineIcon className={`${className} shrink-0 text-text-muted`}>
      <path d="M15 6l-6 6 6 6" />
    </LineIcon>
  );
}
