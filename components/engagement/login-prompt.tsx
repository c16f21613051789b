'use client';

import Link from 'next/link';
import { notify } from '@/lib/ui/toast';

/** One prompt at a time, whichever control asked for it. */
const LOGIN_TOAST = 'login-prompt';

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

/** Spec 6: a guest is offered no favourites or reminders, only a way to log in and come back. */
export function promptLogin(message: string, loginLabel: string): void {
  notify.info(message, {
    id: LOGIN_TOAST,
    action: (
      <Link
        href={`/login?next=${encodeURIComponent(currentPath())}`}
        onClick={() => notify.dismiss(LOGIN_TOAST)}
        data-testid="login-prompt-link"
        className="ms-auto inline-flex min-h-11 shrink-0 items-center rounded-lg bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary-strong"
      >
        {loginLabel}
      </Link>
    ),
  });
}
