import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNativeWebView, openPaymentUrl } from '@/lib/payment/open-payment-url';

const BANK = 'https://bank.example/pay/A00000000000000000000000000000012345';

/** A browser window as the page sees it: only what openPaymentUrl touches. */
function fakeWindow(bridges: Partial<Window>) {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('window', { location: { assign }, ...bridges });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment address (spec 1: in the native app, payment opens through the app)', () => {
  it('opens the bank in the page in a plain browser', () => {
    const assign = fakeWindow({});
    expect(isNativeWebView()).toBe(false);
    openPaymentUrl(BANK);
    expect(assign).toHaveBeenCalledWith(BANK);
  });

  it('hands the address to a React Native web view and stays on the page', () => {
    const postMessage = vi.fn<(message: string) => void>();
    const assign = fakeWindow({ ReactNativeWebView: { postMessage } });
    expect(isNativeWebView()).toBe(true);
    openPaymentUrl(BANK);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'payment', url: BANK }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands it to an iOS WKWebView message handler', () => {
    const postMessage = vi.fn<(message: unknown) => void>();
    const assign = fakeWindow({ webkit: { messageHandlers: { payment: { postMessage } } } });
    openPaymentUrl(BANK);
    expect(postMessage).toHaveBeenCalledWith({ type: 'payment', url: BANK });
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands it to an Android JavaScript bridge', () => {
    const openPayment = vi.fn<(url: string) => void>();
    const assign = fakeWindow({ AndroidBridge: { openPayment } });
    openPaymentUrl(BANK);
    expect(openPayment).toHaveBeenCalledWith(BANK);
    expect(assign).not.toHaveBeenCalled();
  });
});
