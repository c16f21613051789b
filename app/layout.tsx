import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages, SHELL_NAMESPACES } from '@/components/layout/client-messages';
import { DemoBanner } from '@/components/layout/demo-banner';
import { fontVariables } from '@/components/layout/fonts';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TabBar } from '@/components/layout/tab-bar';
import { PwaPrompts } from '@/components/pwa/pwa-prompts';
import type { SkeletonType } from '@/components/ui/skeleton';
import { demoModeIsOn } from '@/lib/site/demo-mode';
import { publicOrigin } from '@/lib/site/public-origin';
import { paletteCss } from '@/lib/site/theme-palette';
import fa from '@/messages/fa.json';
import { scriptNonce } from '@/server/security/script-nonce';
import { getAppConfig } from '@/server/storefront/catalog';
import { themeBootScript } from '@/stores/parts/global';
import { Providers } from './providers';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('layout');
  const shop = t('shopName');
  const description = t('description');
  return {
    metadataBase: new URL(publicOrigin()),
    title: { default: shop, template: `%s | ${shop}` },
    description,
    applicationName: shop,
    openGraph: { type: 'website', locale: 'fa_IR', siteName: shop, title: shop, description },
    formatDetection: { telephone: false },
    // Added to an iPhone's home screen: its name under the icon and a full-screen start.
    appleWebApp: { capable: true, title: (await getTranslations('pwa'))('shortName') },
  };
}

// The page reaches under a phone's rounded corners and home indicator; the
// bottom tab bar pads itself by the safe area (env(safe-area-inset-bottom)).
export const viewport: Viewport = { viewportFit: 'cover' };

/**
 * The shop's configured colours, in the first HTML so the page never flashes
 * the default theme. Cosmetic: if the configuration cannot be read the page
 * still renders, in the default colours.
 */
async function shopPalette(): Promise<string> {
  try {
    return paletteCss((await getAppConfig()).palette);
  } catch (error) {
    console.error('[layout] the palette was not applied:', error);
    return '';
  }
}

/** The placeholder style islands show while they load; the demo's cards if the configuration cannot be read. */
async function shopSkeletonType(): Promise<SkeletonType> {
  return (await getAppConfig().catch(() => null))?.skeletonType ?? 'card';
}

// Reads no request: catalogue pages under it are rendered once and cached.
// Their scripts carry the shop's nonce placeholder, which the server swaps
// for a fresh nonce in every response (server/security/script-nonce.ts).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('layout');
  const nonce = scriptNonce();
  const [palette, skeletonType] = await Promise.all([shopPalette(), shopSkeletonType()]);
  return (
    <html lang="fa" dir="rtl" className={fontVariables} suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own that must run before the first paint
          dangerouslySetInnerHTML={{ __html: themeBootScript() }}
        />
        {palette ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: hex colours only (paletteCss drops anything else)
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: palette }} />
        ) : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-text antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
        >
          {t('skipToContent')}
        </a>
        {demoModeIsOn() ? <DemoBanner /> : null}
        <ClientMessages scope={{ namespaces: SHELL_NAMESPACES }}>
          <Providers errorMessages={fa.errors} skeletonType={skeletonType}>
            <NavigationProgress />
            <SiteHeader />
            <main
              id="main"
              tabIndex={-1}
              className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none"
            >
              {children}
            </main>
            <SiteFooter />
            <TabBar />
            <PwaPrompts />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
