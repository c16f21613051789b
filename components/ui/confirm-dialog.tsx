'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  open: boolean;
  /** The yes/no question, which is also the dialog's name. */
  question: string;
  /** What answering yes will do, under the question (and the dialog's description). */
  detail?: ReactNode;
  yesLabel: string;
  noLabel: string;
  /** «Yes» while its action runs. */
  busyLabel: string;
  busy?: boolean;
  onNo: () => void;
  onYes: () => void;
  /** Prefix of the dialog's test ids: `${testId}-dialog`, `-yes`, `-no`. */
  testId: string;
};

/** A yes/no confirmation: focus starts on «no», so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  question,
  detail,
  yesLabel,
  noLabel,
  busyLabel,
  busy = false,
  onNo,
  onYes,
  testId,
}: Props) {
  return (
    <Dialog open={open} onClose={onNo} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="flex w-full max-w-sm flex-col gap-4 rounded-xl bg-surface-raised p-5 shadow-lg"
          data-testid={`${testId}-dialog`}
        >
          <DialogTitle className="text-lg font-bold">{question}</DialogTitle>
          {detail ? (
            <Description as="div" data-testid={`${testId}-detail`}>
              {detail}
            </Description>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onNo} autoFocus data-testid={`${testId}-no`}>
              {noLabel}
            </Button>
            <Button onClick={onYes} disabled={busy} data-testid={`${testId}-yes`}>
              {busy ? busyLabel : yesLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
