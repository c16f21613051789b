'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryProvider } from '@/components/ui/query-provider';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { REPORT_REASON_MAX_LENGTH } from '@/lib/contract/comment';
import { useCustomerId } from '@/queries/customer';
import { useReportComment } from '@/queries/engagement';
import { reportButtonClasses } from './report-button-look';

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

function Report({ commentId, authorId, labels }: ReportButtonProps) {
  const customerId = useCustomerId();
  const report = useReportComment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reasonId = useId();

  if (authorId !== null && authorId === customerId) return null;
  if (done) {
    return (
      <span
        className="inline-flex min-h-11 items-center px-2 text-sm text-text-muted"
        data-testid="comment-reported"
      >
        {labels.reported}
      </span>
    );
  }

  return (
    <>
      <button
        type="button"
        className={reportButtonClasses}
        data-testid="comment-report"
        onClick={() => setOpen(true)}
      >
        {labels.report}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel
            className="flex w-full max-w-sm flex-col gap-3 rounded-xl bg-surface-raised p-5 shadow-lg"
            data-testid="report-dialog"
          >
            <DialogTitle className="text-lg font-bold">{labels.reportTitle}</DialogTitle>
            <Description className="text-sm text-text-muted">{labels.reportHelp}</Description>
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                setError(null);
                report.mutate(
                  { commentId, reason },
                  {
                    onSuccess: () => {
                      setOpen(false);
                      setDone(true);
                    },
                    onError: (failure) => {
                      const field =
                        isApiFailure(failure) && failure.kind === 'http'
                          ? failure.errors?.comment?.[0]
                          : null;
                      setError(field ?? serverMessageOr(failure));
                    },
                  },
                );
              }}
            >
              <label htmlFor={reasonId} className="text-sm font-medium">
                {labels.reason}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={REPORT_REASON_MAX_LENGTH}
                rows={3}
                required
                className="rounded-lg border border-border bg-surface p-3 leading-7"
                data-testid="report-reason"
              />
              {error && (
                <p role="alert" className="text-sm text-danger">
                  {error}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {labels.cancel}
                </Button>
                <Button type="submit" disabled={report.isPending} data-testid="report-send">
                  {report.isPending ? labels.sending : labels.send}
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

export function CustomerReport(props: ReportButtonProps) {
  return (
    <QueryProvider>
      <Report {...props} />
    </QueryProvider>
  );
}
