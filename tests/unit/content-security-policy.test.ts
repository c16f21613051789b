import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf } from '@/lib/security/content-security-policy';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );

describe('the storefront CSP', () => {
  it('lets only scripts with this response nonce run, plus what they load', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'abc', development: false, https: false }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows eval only in development and upgrades requests only over HTTPS', () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', development: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    const live = directives(contentSecurityPolicy({ nonce: 'n', development: false, https: true }));
    expect(live.get('script-src')).not.toContain("'unsafe-eval'");
    expect(live.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets client code reach the configured API and map origins', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        development: false,
        https: false,
        connectOrigins: ['https://api.example.ir', 'https://tiles.example.ir'],
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.ir',
      'https://tiles.example.ir',
    ]);
    expect(policy.get('img-src')).toContain('https://tiles.example.ir');
    expect(policy.get('worker-src')).toContain('blob:');
  });

  it('lets the shop install as an app: its service worker and manifest, from itself only', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'n', development: false, https: true }),
    );
    expect(policy.get('worker-src')).toContain("'self'");
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('reads origins from settings and ignores what is not a URL', () => {
    expect(originOf('https://map.example.ir/styles/day.json')).toBe('https://map.example.ir');
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
