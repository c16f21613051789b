'use client';

import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import { promptLogin } from './login-prompt';
import type { ReportButtonProps } from './report-button-customer';
import { reportButtonClasses } from './report-button-look';

const CustomerReport = island(() =>
  import('./report-button-customer').then((m) => m.CustomerReport),
);

/** «گزارش» under a comment: a guest is asked to log in; a customer gets the reason dialog. */
export function ReportButton(props: ReportButtonProps) {
  if (useIsCustomer()) return <CustomerReport {...props} />;
  return (
    <button
      type="button"
      className={reportButtonClasses}
      data-testid="comment-report"
      onClick={() => promptLogin(props.labels.reportLogin, props.labels.login)}
    >
      {props.labels.report}
    </button>
  );
}
