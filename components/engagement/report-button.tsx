'use client';

import { useCallback } from 'react';
import { promptLogin } from './login-prompt';
import { useCustomerIsland } from './use-customer-island';

export type ReportLabels = {
  report: string;
  reportTitle: string;
  reportHelp: string;
  reason: string;
  send: string;
  cancel: string;
  sending: string;
  reported: string;
  reportLogin: string;
  login: string;
};

export type ReportButtonProps = {
  commentId: number;
  /** The comment's author: nobody reports their own. */
  authorId: number | null;
  labels: ReportLabels;
};

export const reportButtonClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm text-text-muted hover:bg-surface-muted hover:text-text';

const loadCustomerReport = () => import('./report-button-customer').then((m) => m.CustomerReport);

/** «گزارش» under a comment: a guest is asked to log in; a customer gets the reason dialog. */
export function ReportButton(props: ReportButtonProps) {
  const load = useCallback(loadCustomerReport, []);
  const { customer, Island } = useCustomerIsland<ReportButtonProps>(load);
  if (Island) return <Island {...props} />;
  if (customer) return null;
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
