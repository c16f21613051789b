import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * What every page's client islands read: the header, footer, toasts, account
 * entry and cart badge, and the app prompts (push offer, iPhone install hint). Catalogue pages send only these to the browser; their
 * islands get any other words as props from the server.
 */
export const SHELL_NAMESPACES = ['layout', 'common', 'theme', 'cart', 'account', 'errors', 'pwa'];

type Scope = { namespaces: readonly string[] } | { allButServerOnly: true };

/**
 * Messages for the client components below it. A nested provider replaces the
 * outer one's messages, so a scope lists everything its subtree needs. The
 * API's own messages (namespace api) never reach the browser.
 */
export async function ClientMessages({ scope, children }: { scope: Scope; children: ReactNode }) {
  const all = await getMessages();
  const wanted = (name: string) =>
    'namespaces' in scope ? scope.namespaces.includes(name) : name !== 'api';
  const messages = Object.fromEntries(Object.entries(all).filter(([name]) => wanted(name)));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
