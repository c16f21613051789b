'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Address } from '@/lib/contract/address';

type DeleteAddressDialogProps = {
  /** The address to ask about; null keeps the dialog closed. */
  address: Address | null;
  onClose: () => void;
  onConfirm: (address: Address) => void;
};

/** Asks before deleting: focus is trapped inside, Escape or «انصراف» cancels. */
export function DeleteAddressDialog({ address, onClose, onConfirm }: DeleteAddressDialogProps) {
  const t = useTranslations('addresses.deleteDialog');
  return (
    <Dialog open={address !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="flex w-full max-w-sm flex-col gap-4 rounded-xl bg-surface-raised p-5 shadow-lg"
          data-testid="address-delete-dialog"
        >
          <DialogTitle className="text-lg font-bold">{t('title')}</DialogTitle>
          <Description>{t('body', { title: address?.title ?? '' })}</Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} autoFocus>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (address) onConfirm(address);
              }}
            >
              {t('confirm')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
