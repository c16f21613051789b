import { describe, expect, it } from 'vitest';
import { startRefusal } from '@/server/startup/start-check';

describe('startRefusal', () => {
  it('refuses a production shop with the built-in SMS adapter outside demo mode, naming the settings', () => {
    const refusal = startRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' });
    expect(refusal).toMatch(/SMS_PROVIDER=outbox/);
    expect(refusal).toMatch(/SMS_PROVIDER=kavenegar/);
    expect(refusal).toMatch(/DEMO_MODE=1/);
    expect(
      startRefusal({ NODE_ENV: 'production', SITE_URL: 'https://shop.example', SMS_PROVIDER: '' }),
    ).toMatch(/DEMO_MODE=1/);
  });

  it('lets a demo, a real provider and development start', () => {
    expect(startRefusal({ NODE_ENV: 'production' })).toBeNull();
    expect(
      startRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', DEMO_MODE: '1' }),
    ).toBeNull();
    expect(
      startRefusal({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/shop',
        SMS_PROVIDER: 'kavenegar',
        SITE_URL: 'https://shop.example',
      }),
    ).toBeNull();
    expect(
      startRefusal({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' }),
    ).toBeNull();
  });

  it('refuses a production shop that is no demo and does not know its public address', () => {
    const refusal = startRefusal({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/shop',
      SMS_PROVIDER: 'kavenegar',
    });
    expect(refusal).toMatch(/SITE_URL=https:\/\/shop\.example/);
    expect(refusal).toMatch(/DEMO_MODE=1/);
    expect(
      startRefusal({ NODE_ENV: 'production', DEMO_MODE: '0', SMS_PROVIDER: 'kavenegar' }),
    ).toMatch(/SITE_URL/);
  });

  it('refuses settings that would fail every request', () => {
    expect(startRefusal({ SITE_URL: 'shop.example' })).toMatch(/SITE_URL/);
    expect(startRefusal({ DEMO_MODE: 'maybe' })).toMatch(/DEMO_MODE/);
  });
});
