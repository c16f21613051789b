'use client';

import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { promptLogin } from './login-prompt';
import { useCustomerIsland } from './use-customer-island';

export type ReminderLabels = {
  ask: string;
  cancel: string;
  waiting: string;
  sms: string;
  loginPrompt: string;
  login: string;
};

export type ReminderToggleProps = { productId: number; labels: ReminderLabels };

const loadCustomerReminder = () =>
  import('./reminder-toggle-customer').then((m) => m.CustomerReminder);

/**
 * «موجود شد خبرم کن» where an out-of-stock product would have a dead button.
 * A guest is asked to log in; a customer's part loads once they are known.
 */
export function ReminderToggle(props: ReminderToggleProps) {
  const load = useCallback(loadCustomerReminder, []);
  const { customer, Island } = useCustomerIsland<ReminderToggleProps>(load);
  if (Island) return <Island {...props} />;
  return (
    <Button
      className="w-full"
      data-testid="reminder-toggle"
      aria-busy={customer || undefined}
      onClick={
        customer ? undefined : () => promptLogin(props.labels.loginPrompt, props.labels.login)
      }
    >
      {props.labels.ask}
    </Button>
  );
}
