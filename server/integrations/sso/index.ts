import type { Executor } from '@/server/db/database';
import { localSsoProvider } from './local';
import { oidcSsoProvider } from './oidc';
import { SsoExchangeError, type SsoProvider } from './provider';

export {
  type SsoAuthorizeRequest,
  type SsoCallback,
  SsoExchangeError,
  type SsoIdentity,
  type SsoProvider,
} from './provider';

type Env = Record<string, string | undefined>;

/** SSO_PROVIDER, lower-cased; unset means the built-in portal. */
export function ssoProviderName(env: Env = process.env): string {
  return env.SSO_PROVIDER?.trim().toLowerCase() || 'local';
}

/** Where every portal returns: the storefront's /sso/callback page on `siteUrl`, the origin the customer is using. */
export function ssoRedirectUri(siteUrl: string): string {
  return `${siteUrl}/sso/callback`;
}

/**
 * The adapter SSO_PROVIDER names: `local` (default, the built-in portal page)
 * or `oidc` (SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET, SSO_SCOPE, SSO_MOBILE_CLAIM).
 */
export function ssoProviderFor(db: Executor, siteUrl: string, env: Env = process.env): SsoProvider {
  const provider = ssoProviderName(env);
  if (provider === 'local') return localSsoProvider(db, siteUrl);
  if (provider === 'oidc') {
    return oidcSsoProvider({
      issuer: env.SSO_ISSUER,
      clientId: env.SSO_CLIENT_ID,
      clientSecret: env.SSO_CLIENT_SECRET,
      scope: env.SSO_SCOPE,
      mobileClaim: env.SSO_MOBILE_CLAIM,
    });
  }
  // A misspelt provider must not quietly fall back to the demo portal.
  const unknown = () => new SsoExchangeError(provider, 'unavailable', 'unknown SSO_PROVIDER');
  return {
    provider,
    async authorizationUrl() {
      throw unknown();
    },
    async exchange() {
      throw unknown();
    },
  };
}
