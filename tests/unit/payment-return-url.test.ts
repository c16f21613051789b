import { describe, expect, it } from 'vitest';
import { acceptReturnUrl, returnAddress } from '@/server/services/payment/return-url';

const SITE = 'https://shop.example';

describe('payment return addresses', () => {
  it('keeps paths and same-origin URLs, stored as the path', () => {
    expect(acceptReturnUrl('/paid-order', SITE)).toBe('/paid-order');
    expect(acceptReturnUrl(' /order/12?tab=1#top ', SITE)).toBe('/order/12?tab=1#top');
    expect(acceptReturnUrl('https://shop.example/failed-payment?isCharging=true', SITE)).toBe(
      '/failed-payment?isCharging=true',
    );
    expect(acceptReturnUrl('/../paid-order', SITE)).toBe('/paid-order');
  });

  it('refuses every way out of the shop', () => {
    for (const bad of [
      'https://evil.example/',
      'http://shop.example/paid-order',
      'https://shop.example.evil.example/',
      'https://shop.example@evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'paid-order',
      '/api/v1/payment/callback/sandbox',
      '/api',
      '',
    ]) {
      expect(acceptReturnUrl(bad, SITE), bad).toBeNull();
    }
  });

  it("sets the payment's own query values on the way back", () => {
    expect(returnAddress('/paid-order?fromOrder=999&x=1', SITE, { fromOrder: '5' })).toBe(
      'https://shop.example/paid-order?fromOrder=5&x=1',
    );
  });
});
