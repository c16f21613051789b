'use client';

import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import type { HelpfulButtonProps } from './helpful-button-customer';
import { HelpfulFace, helpfulClasses } from './helpful-look';
import { promptLogin } from './login-prompt';

function Placeholder({ count, labels }: HelpfulButtonProps) {
  return (
    <button type="button" className={helpfulClasses} aria-pressed={false} disabled>
      <HelpfulFace label={labels.helpful} count={count} />
    </button>
  );
}

const CustomerHelpful = island(
  () => import('./helpful-button-customer').then((m) => m.CustomerHelpful),
  { placeholder: Placeholder },
);

/** «مفید بود» under a comment: a guest is asked to log in; a customer marks it, once. */
export function HelpfulButton(props: HelpfulButtonProps) {
  if (useIsCustomer()) return <CustomerHelpful {...props} />;
  return (
    <button
      type="button"
      className={helpfulClasses}
      aria-pressed={false}
      data-testid="comment-helpful"
      data-viewer="guest"
      onClick={() => promptLogin(props.labels.loginPrompt, props.labels.login)}
    >
      <HelpfulFace label={props.labels.helpful} count={props.count} />
    </button>
  );
}
