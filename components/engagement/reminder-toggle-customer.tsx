'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryProvider } from '@/components/ui/query-provider';
import { useReminderChange, useReminderState } from '@/queries/engagement';
import { useRestockWatch } from './use-restock-watch';

export type ReminderLabels = {
  ask: string;
  cancel: string;
  waiting: string;
  sms: string;
  loginPrompt: string;
  login: string;
};

export type ReminderToggleProps = { productId: number; labels: ReminderLabels };

function Toggle({ productId, labels }: ReminderToggleProps) {
  // Shown only while the page says «ناموجود»: it is also what learns the product is back.
  useRestockWatch(productId);
  const state = useReminderState(productId);
  const change = useReminderChange(productId);
  const [sms, setSms] = useState(false);
  const observed = state.data?.is_observed ?? false;
  const busy = state.data === undefined || change.isPending;

  return (
    <div className="flex flex-col gap-2" data-testid="reminder">
      {observed ? (
        <>
          <p className="text-sm text-text-muted" role="status" data-testid="reminder-waiting">
            {labels.waiting}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            data-testid="reminder-toggle"
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => change.mutate({ on: false, sms: false })}
          >
            {labels.cancel}
          </Button>
        </>
      ) : (
        <>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={sms}
              onChange={(event) => setSms(event.target.checked)}
              className="size-5 accent-primary"
              data-testid="reminder-sms"
            />
            {labels.sms}
          </label>
          <Button
            className="w-full"
            data-testid="reminder-toggle"
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => change.mutate({ on: true, sms })}
          >
            {labels.ask}
          </Button>
        </>
      )}
    </div>
  );
}

export function CustomerReminder(props: ReminderToggleProps) {
  return (
    <QueryProvider>
      <Toggle {...props} />
    </QueryProvider>
  );
}
