import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';
import { demoModeIsOn } from '@/lib/site/demo-mode';
import { publicOrigin, publicUrl } from '@/lib/site/public-origin';

describe('publicOrigin', () => {
  it('is SITE_URL when set, as an origin', () => {
    expect(publicOrigin({ SITE_URL: 'https://shop.example/', PORT: '3917' })).toBe(
      'https://shop.example',
    );
    expect(publicOrigin({ SITE_URL: ' https://shop.example:8443/fa ' })).toBe(
      'https://shop.example:8443',
    );
  });

  it('is otherwise localhost on the port the server listens on', () => {
    expect(publicOrigin({ PORT: '3917' })).toBe('http://localhost:3917');
    expect(publicOrigin({ PORT: '3917', SITE_URL: '' })).toBe('http://localhost:3917');
    expect(publicOrigin({})).toBe('http://localhost:3000');
  });

  it('names a SITE_URL that is not an http address', () => {
    expect(() => publicOrigin({ SITE_URL: 'shop.example' })).toThrow(/SITE_URL "shop.example"/);
    expect(() => publicOrigin({ SITE_URL: 'ftp://shop.example' })).toThrow(/http:\/\/ or https/);
  });

  it('makes absolute, encoded addresses on that origin', () => {
    expect(publicUrl('/product/3/گز', { PORT: '3100' })).toBe(
      'http://localhost:3100/product/3/%DA%AF%D8%B2',
    );
  });
});

describe('the page CSP lets forms reach the public origin', () => {
  it('names it beside the page’s own', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      https: false,
      formOrigins: ['http://localhost:3917'],
    });
    expect(policy).toContain("form-action 'self' http://localhost:3917;");
  });
});

describe('demoModeIsOn', () => {
  it('follows DEMO_MODE when set', () => {
    expect(demoModeIsOn({ DEMO_MODE: '1', DATABASE_URL: 'postgres://db/shop' })).toBe(true);
    expect(demoModeIsOn({ DEMO_MODE: 'off' })).toBe(false);
    expect(() => demoModeIsOn({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE "maybe"/);
  });

  it('is on by default only for the embedded database on a local address', () => {
    expect(demoModeIsOn({})).toBe(true);
    expect(demoModeIsOn({ SITE_URL: 'http://127.0.0.1:3100' })).toBe(true);
    expect(demoModeIsOn({ DATABASE_URL: 'postgres://db/shop' })).toBe(false);
    expect(demoModeIsOn({ SITE_URL: 'https://shop.example' })).toBe(false);
  });
});
