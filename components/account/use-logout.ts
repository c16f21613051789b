'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openAfterSessionChange } from '@/lib/auth/open-after-session-change';
import { notify } from '@/lib/ui/toast';
import { logoutCustomer } from '@/stores/session/logout';

/** Logout as the header's account menu and the profile menu offer it, with its pending state. */
export function useLogout(): { logout: () => Promise<void>; leaving: boolean } {
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await logoutCustomer({
        clearQueries: () => queryClient.clear(),
        navigate: openAfterSessionChange,
        onFailure: () => notify.error(errors('system')),
      });
    } finally {
      setLeaving(false);
    }
  }

  return { logout, leaving };
}
