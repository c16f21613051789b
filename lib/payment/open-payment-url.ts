/**
 * Inside the native app's web view the app opens the gateway itself (spec 1):
 * the bank page must not load inside the web view, where the app cannot see
 * the return. The app injects one of these bridges; a browser has neither.
 */
declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
    webkit?: { messageHandlers?: { payment?: { postMessage: (message: unknown) => void } } };
    AndroidBridge?: { openPayment: (url: string) => void };
  }
}

/** Whether the page runs inside the shop's native app. */
export function isNativeWebView(): boolean {
  const bridge = window;
  return Boolean(
    bridge.ReactNativeWebView || bridge.webkit?.messageHandlers?.payment || bridge.AndroidBridge,
  );
}

/** Sends the customer to the gateway: handed to the native app in its web view, opened in the page otherwise. */
export function openPaymentUrl(url: string): void {
  const bridge = window;
  if (bridge.ReactNativeWebView) {
    bridge.ReactNativeWebView.postMessage(JSON.stringify({ type: 'payment', url }));
  } else if (bridge.webkit?.messageHandlers?.payment) {
    bridge.webkit.messageHandlers.payment.postMessage({ type: 'payment', url });
  } else if (bridge.AndroidBridge) {
    bridge.AndroidBridge.openPayment(url);
  } else {
    window.location.assign(url);
  }
}
