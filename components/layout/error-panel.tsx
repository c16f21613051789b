import { toPersianDigits } from '@/lib/format/digits';

type ErrorPanelProps = {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** Server errors carry a digest that matches the server log line. */
  reference?: string;
};

/** The body of both error boundaries; plain props so it needs no intl context. */
export function ErrorPanel({ title, text, retryLabel, onRetry, reference }: ErrorPanelProps) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-text-muted">{text}</p>
      {reference ? <p className="text-xs text-text-muted">{toPersianDigits(reference)}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-medium text-on-primary hover:bg-primary-strong"
      >
        {retryLabel}
      </button>
    </section>
  );
}

export function digestOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('digest' in error)) return undefined;
  return typeof error.digest === 'string' ? error.digest : undefined;
}
