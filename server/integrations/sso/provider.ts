/** What the shop asks the portal for: one login, bound to a state and a PKCE challenge. */
export type SsoAuthorizeRequest = { state: string; codeChallenge: string; redirectUri: string };

/** What came back on /sso/callback, with the verifier only this server knows. */
export type SsoCallback = {
  code: string;
  state: string;
  /** The issuer the portal named in its answer (RFC 9207), when it names one. */
  iss?: string;
  codeVerifier: string;
  redirectUri: string;
  now: Date;
};

/** The portal's word on who logged in: their mobile number as the portal spells it. */
export type SsoIdentity = { mobile: string | null };

/** The city portal: each one (built-in, OpenID provider) is an adapter behind this. */
export interface SsoProvider {
  readonly provider: string;
  authorizationUrl(request: SsoAuthorizeRequest): Promise<string>;
  exchange(callback: SsoCallback): Promise<SsoIdentity>;
}

/**
 * The portal refused the code (`rejected`: used, expired, wrong verifier …) or
 * could not be reached (`unavailable`). `detail` is for the server log only.
 */
export class SsoExchangeError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'rejected' | 'unavailable',
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'SsoExchangeError';
  }
}
