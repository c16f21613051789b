'use client';

import { Button } from '@/components/ui/button';
import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import { promptLogin } from './login-prompt';
import type { ReminderToggleProps } from './reminder-toggle-customer';

function ReminderButton({ labels, onClick }: ReminderToggleProps & { onClick?: () => void }) {
  return (
    <Button
      className="w-full"
      data-testid="reminder-toggle"
      aria-busy={onClick ? undefined : true}
      onClick={onClick}
    >
      {labels.ask}
    </Button>
  );
}

/** A customer's toggle while its queries are on their way. */
const CustomerReminder = island(
  () => import('./reminder-toggle-customer').then((m) => m.CustomerReminder),
  { placeholder: ReminderButton },
);

/**
 * «موجود شد خبرم کن» where an out-of-stock product would have a dead button.
 * A guest is asked to log in; a customer's part loads once they are known.
 */
export function ReminderToggle(props: ReminderToggleProps) {
  if (useIsCustomer()) return <CustomerReminder {...props} />;
  return (
    <ReminderButton
      {...props}
      onClick={() => promptLogin(props.labels.loginPrompt, props.labels.login)}
    />
  );
}
