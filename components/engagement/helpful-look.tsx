import { formatNumber } from '@/lib/format/digits';

export type HelpfulLabels = {
  helpful: string;
  /** "{count} نفر این نظر را مفید دانستند": what the author sees of their own comment. */
  counted: string;
  loginPrompt: string;
  login: string;
};

export const helpfulClasses =
  'inline-flex min-h-11 min-w-11 items-center gap-1 rounded-lg border border-border px-3 text-sm text-text-muted hover:bg-surface-muted hover:text-text aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary';

/** «مفید بود (۳)»: the same words whoever presses it, so the button never changes size when its script arrives. */
export function HelpfulFace({ label, count }: { label: string; count: number }) {
  return (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
        <path d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1.2-.7v-2z" />
      </svg>
      <span>{label}</span>
      <span data-testid="comment-helpful-count">({formatNumber(count)})</span>
    </>
  );
}
