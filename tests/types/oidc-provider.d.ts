/** The little of oidc-provider (no types of its own) the SSO tests use to run a real provider. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AccountClaims = Record<string, unknown> & { sub: string };
  export type Account = { accountId: string; claims: () => Promise<AccountClaims> };

  export type ClientMetadata = {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
  };

  export type ProviderConfiguration = {
    clients: ClientMetadata[];
    findAccount: (context: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    cookies?: { keys: string[] };
    features?: { devInteractions?: { enabled: boolean } };
  };

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
