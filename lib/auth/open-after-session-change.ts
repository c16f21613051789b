/**
 * Where to go once who is logged in has changed (a login by code, portal or
 * QR code; a logout): a new page load, not a move of Next's client router.
 * The router keeps what it fetched and prefetched for the previous visitor:
 * protected pages prefetched as a guest are redirects to /login, which would
 * send a customer who just logged in straight back to the form, and a
 * customer's pages would outlive their logout.
 */
export function openAfterSessionChange(path: string): void {
  window.location.replace(path);
}
