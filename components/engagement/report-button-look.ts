/** The guest's «گزارش» and the customer's look the same: only what a tap does differs. */
export const reportButtonClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm text-text-muted hover:bg-surface-muted hover:text-text';
