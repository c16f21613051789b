'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchSsoRedirect } from '@/lib/api/sso';
import { notify } from '@/lib/ui/toast';

/**
 * "Log in through the city portal": asks the API for the portal's authorize
 * URL (a fresh state and PKCE challenge each time) and leaves for it.
 */
export function SsoButton({ className }: { className?: string }) {
  const t = useTranslations('sso');
  const te = useTranslations('errors');
  const [leaving, setLeaving] = useState(false);

  async function start() {
    setLeaving(true);
    try {
      const { url } = await fetchSsoRedirect();
      window.location.assign(url);
    } catch {
      // Spec 8: an SSO failure shows the generic system error.
      notify.error(te('system'));
      setLeaving(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className={className}
      disabled={leaving}
      aria-busy={leaving}
      onClick={() => void start()}
      data-testid="sso-button"
    >
      {leaving ? t('opening') : t('button')}
    </Button>
  );
}
