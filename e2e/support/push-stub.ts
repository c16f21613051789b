/**
 * Headless Chromium has no push service: this stands in for the browser's
 * side of one, in the page before the shop's scripts (page.addInitScript).
 * PushManager.subscribe makes a real P-256 key pair and auth secret with
 * WebCrypto and subscribes at an endpoint of the journey's local push service,
 * handing that service the private key (through registerPushBrowser, exposed by
 * the journey) so it can decrypt what the shop's real Web Push adapter sends.
 *
 * The subscription is kept across pages (getSubscription finds it) and its
 * unsubscribe is recorded (sessionStorage e2e-unsubscribed).
 *
 * Notification.requestPermission is counted (sessionStorage
 * e2e-permission-asks), and a journey may make the browser one that blocks the
 * shop's notifications (localStorage e2e-notification-permission = denied).
 */
export function pushStub(pushOrigin: string): void {
  const ASKS = 'e2e-permission-asks';
  const blocked = localStorage.getItem('e2e-notification-permission') === 'denied';
  const ask = Notification.requestPermission.bind(Notification);
  if (blocked) Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  Notification.requestPermission = async () => {
    sessionStorage.setItem(ASKS, String(Number(sessionStorage.getItem(ASKS) ?? 0) + 1));
    return blocked ? 'denied' : ask();
  };

  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  // The browser keeps its subscription across pages: here in localStorage.
  const KEPT = 'e2e-push-subscription';
  type Kept = { endpoint: string; p256dh: string; auth: string; serverKey: number[] };
  const asSubscription = (kept: Kept): PushSubscription => {
    const json = {
      endpoint: kept.endpoint,
      expirationTime: null,
      keys: { p256dh: kept.p256dh, auth: kept.auth },
    };
    const subscription = Object.create(PushSubscription.prototype);
    Object.defineProperties(subscription, {
      endpoint: { value: kept.endpoint },
      expirationTime: { value: null },
      options: {
        value: {
          userVisibleOnly: true,
          applicationServerKey: new Uint8Array(kept.serverKey).buffer,
        },
      },
      toJSON: { value: () => json },
      unsubscribe: {
        value: async () => {
          localStorage.removeItem(KEPT);
          sessionStorage.setItem('e2e-unsubscribed', kept.endpoint);
          return true;
        },
      },
    });
    return subscription;
  };
  PushManager.prototype.getSubscription = async () => {
    const kept = localStorage.getItem(KEPT);
    return kept ? asSubscription(JSON.parse(kept)) : null;
  };
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ]);
    const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
    const auth = base64url(crypto.getRandomValues(new Uint8Array(16)));
    const endpoint = `${pushOrigin}/push/${crypto.randomUUID()}`;
    const register: unknown = Reflect.get(window, 'registerPushBrowser');
    if (typeof register !== 'function') throw new Error('registerPushBrowser is not exposed');
    await register({ endpoint, d, p256dh, auth });
    const key = options?.applicationServerKey;
    const serverKey = key instanceof Uint8Array ? Array.from(key) : [];
    const kept: Kept = { endpoint, p256dh, auth, serverKey };
    localStorage.setItem(KEPT, JSON.stringify(kept));
    return asSubscription(kept);
  };
}
