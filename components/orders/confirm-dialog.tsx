'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = {
  open: boolean;
  /** The yes/no question of spec 8, which is also the dialog's name. */
  question: string;
  busy?: boolean;
  onNo: () => void;
  onYes: () => void;
};

/** Spec 8's yes/no confirmation: focus starts on «خیر», so Enter never confirms by accident. */
export function ConfirmDialog({ open, question, busy = false, onNo, onYes }: Props) {
  const t = useTranslations('orders.actions');
  return (
    <Dialog open={open} onClose={onNo} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="flex w-full max-w-sm flex-col gap-4 rounded-xl bg-surface-raised p-5 shadow-lg"
          data-testid="order-confirm-dialog"
        >
          <DialogTitle className="text-lg font-bold">{question}</DialogTitle>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onNo} autoFocus data-testid="order-confirm-no">
              {t('no')}
            </Button>
            <Button onClick={onYes} disabled={busy} data-testid="order-confirm-yes">
              {busy ? t('working') : t('yes')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
