'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { authorizeLocalCitizen, fetchLocalCitizens } from '@/lib/api/sso';
import type { SsoLocalCitizen } from '@/lib/contract/sso';

export type PortalRequest = { redirectUri: string; state: string; codeChallenge: string };

/**
 * The built-in city portal (SSO_PROVIDER=local): it stands for the portal's
 * own login screen, so it lists demo citizens and signs in whichever one is
 * chosen, then sends the browser back with a single-use code.
 */
export function SsoPortal({ request }: { request: PortalRequest | null }) {
  const t = useTranslations('sso');
  const citizens = useQuery({
    queryKey: ['sso', 'local', 'citizens'],
    queryFn: fetchLocalCitizens,
    enabled: request !== null,
  });
  const [choosing, setChoosing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (request === null) return <p role="alert">{t('portalBadRequest')}</p>;

  async function choose(citizen: SsoLocalCitizen, portal: PortalRequest) {
    setChoosing(citizen.id);
    setFailure(null);
    try {
      const { redirect_to } = await authorizeLocalCitizen({
        citizen_id: citizen.id,
        state: portal.state,
        redirect_uri: portal.redirectUri,
        code_challenge: portal.codeChallenge,
        code_challenge_method: 'S256',
      });
      window.location.assign(redirect_to);
    } catch (error) {
      setFailure(describeFailure(error).message);
      setChoosing(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-text-muted">{t('portalIntro')}</p>
      {citizens.isPending ? <p role="status">{t('portalLoading')}</p> : null}
      {citizens.isError ? <p role="alert">{describeFailure(citizens.error).message}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <ul className="flex flex-col gap-3">
        {citizens.data?.results.map((citizen) => (
          <li key={citizen.id}>
            <Button
              variant="secondary"
              className="w-full justify-between"
              disabled={choosing !== null}
              aria-label={t('portalChoose', { name: citizen.name })}
              onClick={() => void choose(citizen, request)}
            >
              <span>{citizen.name}</span>
              <span dir="ltr" className="text-text-muted">
                {citizen.masked_mobile}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
