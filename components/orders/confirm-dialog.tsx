'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ConfirmDialog as YesNoDialog } from '@/components/ui/confirm-dialog';

type Props = {
  open: boolean;
  /** The yes/no question of spec 8, which is also the dialog's name. */
  question: string;
  /** What the answer does to the customer's money, under the question. */
  detail?: ReactNode;
  busy?: boolean;
  onNo: () => void;
  onYes: () => void;
};

/** Spec 8's yes/no confirmation of an order's cancel or re-request. */
export function ConfirmDialog(props: Props) {
  const t = useTranslations('orders.actions');
  return (
    <YesNoDialog
      {...props}
      yesLabel={t('yes')}
      noLabel={t('no')}
      busyLabel={t('working')}
      testId="order-confirm"
    />
  );
}
