import * as client from 'openid-client';
import { SsoExchangeError, type SsoProvider } from './provider';

export type OidcSettings = {
  issuer: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Default `openid phone`. */
  scope?: string;
  /** The ID-token or userinfo claim holding the mobile number; default `phone_number`. */
  mobileClaim?: string;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Discovery documents change rarely: one per issuer and client for the life of
 * the process (a failed one is dropped so the next login tries again).
 */
const configurations = new Map<string, Promise<client.Configuration>>();

function configurationFor(issuer: string, clientId: string, secret: string) {
  const key = `${issuer}\n${clientId}`;
  const cached = configurations.get(key);
  if (cached) return cached;
  const server = new URL(issuer);
  // Plain http only for a provider on this machine (development and tests).
  const insecure = server.protocol === 'http:' && LOOPBACK.has(server.hostname);
  const found = client.discovery(
    server,
    clientId,
    undefined,
    // The OpenID default for confidential clients, which every provider accepts.
    client.ClientSecretBasic(secret),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  configurations.set(key, found);
  found.catch(() => configurations.delete(key));
  return found;
}

function claimText(claims: Record<string, unknown> | undefined, name: string): string | null {
  const value = claims?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * SSO_PROVIDER=oidc: any OpenID Connect provider found by discovery at
 * SSO_ISSUER. The authorization code flow with PKCE (S256) and state; the
 * mobile number is read from the ID token, else from userinfo.
 */
export function oidcSsoProvider(settings: OidcSettings): SsoProvider {
  const provider = 'oidc';
  const scope = settings.scope?.trim() || 'openid phone';
  const mobileClaim = settings.mobileClaim?.trim() || 'phone_number';

  async function configuration(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = settings;
    if (!issuer || !clientId || !clientSecret) {
      throw new SsoExchangeError(
        provider,
        'unavailable',
        'SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET must be set',
      );
    }
    try {
      return await configurationFor(issuer, clientId, clientSecret);
    } catch (error) {
      throw new SsoExchangeError(provider, 'unavailable', `discovery failed: ${errorText(error)}`);
    }
  }

  return {
    provider,
    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).href;
    },
    async exchange({ code, state, iss, codeVerifier, redirectUri }) {
      const config = await configuration();
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      if (iss) callback.searchParams.set('iss', iss);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          idTokenExpected: scope.split(/\s+/).includes('openid'),
        });
      } catch (error) {
        // fetch reports an unreachable server as a TypeError; anything else is the provider saying no.
        const kind = error instanceof TypeError ? 'unavailable' : 'rejected';
        throw new SsoExchangeError(provider, kind, `code exchange failed: ${errorText(error)}`);
      }
      const claims = tokens.claims();
      const fromIdToken = claimText(claims, mobileClaim);
      if (fromIdToken) return { mobile: fromIdToken };
      try {
        const info = await client.fetchUserInfo(
          config,
          tokens.access_token,
          claims?.sub ?? client.skipSubjectCheck,
        );
        return { mobile: claimText(info, mobileClaim) };
      } catch (error) {
        throw new SsoExchangeError(provider, 'unavailable', `userinfo failed: ${errorText(error)}`);
      }
    },
  };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `${error.name}${code}: ${error.message}`;
}
