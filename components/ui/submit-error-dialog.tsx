'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = {
  /** The server's message; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
};

/** Spec 8: a failed order shows «خطا در ثبت درخواست» with the server's message. */
export function SubmitErrorDialog({ message, onClose }: Props) {
  const te = useTranslations('errors');
  const t = useTranslations('checkout.submit');
  return (
    <Dialog open={message !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          role="alertdialog"
          className="flex w-full max-w-sm flex-col gap-4 rounded-xl bg-surface-raised p-5 shadow-lg"
          data-testid="submit-error-dialog"
        >
          <DialogTitle className="text-lg font-bold text-danger">{te('submitTitle')}</DialogTitle>
          <Description className="whitespace-pre-line">{message}</Description>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose} autoFocus>
              {t('close')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
