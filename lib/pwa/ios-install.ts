/**
 * iOS Safari has no install prompt of its own and pushes only to a shop added
 * to the home screen: an iPhone shopper in Safari is shown how, once, until
 * they close the hint.
 */

const DISMISSED_KEY = 'shop-ios-install-hint-closed';

/** Safari itself on an iPhone: not Chrome, Firefox, Edge or Opera for iOS, nor an app's web view (no «Safari» in it). */
export function isIphoneSafari(userAgent: string): boolean {
  return (
    /iPhone|iPod/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
  );
}

function isStandalone(): boolean {
  // Safari on iOS says so in navigator.standalone, which no standard names.
  const { navigator } = window;
  const onHomeScreen = 'standalone' in navigator && navigator.standalone === true;
  return onHomeScreen || window.matchMedia('(display-mode: standalone)').matches;
}

export function wantsIosInstallHint(): boolean {
  if (!isIphoneSafari(window.navigator.userAgent) || isStandalone()) return false;
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === null;
  } catch {
    return false;
  }
}

export function rememberIosHintClosed(now = Date.now()): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, String(now));
  } catch {}
}
