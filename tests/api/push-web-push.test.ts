import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions } from '@/server/db/schema';
import { pushSenderFor } from '@/server/integrations/push';
import { webPushSender } from '@/server/integrations/push/web-push';
import { startFakePushService } from '../helpers/fake-push-service';
import { insertPeopleFixture, type PeopleFixture } from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
let service: Awaited<ReturnType<typeof startFakePushService>>;
const vapid = webpush.generateVAPIDKeys();
const settings = {
  publicKey: vapid.publicKey,
  privateKey: vapid.privateKey,
  subject: 'mailto:shop@example.ir',
};

beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
  service = await startFakePushService(vapid.publicKey);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('the Web Push (VAPID) adapter against a local push service', () => {
  it('pushes each of the customer’s browsers, signed and encrypted, only when the send runs', async () => {
    const phone = service.subscribe('phone');
    const laptop = service.subscribe('laptop');
    const stranger = service.subscribe('stranger');
    await t.db.insert(pushSubscriptions).values([
      { customerId: f.customer.a, endpoint: phone.endpoint, ...phone.keys },
      { customerId: f.customer.a, endpoint: laptop.endpoint, ...laptop.keys },
      { customerId: f.customer.b, endpoint: stranger.endpoint, ...stranger.keys },
    ]);
    const sender = webPushSender(settings, { agent: service.agent });
    const push = { title: 'سفارش آماده شد', body: 'سفارش DM۱۴۰۵ آماده است.', link: '/order/12' };
    const send = await sender.queue(t.db, f.customer.a, push);
    // Nothing leaves before the commit: queue only reads where to send.
    expect(service.received).toEqual([]);
    await send?.();
    expect(service.refused).toEqual([]);
    expect(service.received.map((p) => p.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    for (const received of service.received) {
      expect(JSON.parse(received.payload)).toEqual(push);
      expect(received.claims.aud).toBe(service.origin);
      expect(received.claims.sub).toBe('mailto:shop@example.ir');
      expect(received.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(received.ttl).toBe(String(24 * 60 * 60));
      expect(received.urgency).toBe('normal');
    }
  });

  it('has nothing to send for a customer with no browser subscribed', async () => {
    const sender = webPushSender(settings, { agent: service.agent });
    expect(
      await sender.queue(t.db, f.customer.c, { title: 'x', body: 'y', link: null }),
    ).toBeNull();
  });

  it('logs a push service’s refusal and keeps going', async () => {
    service.received.length = 0;
    const gone = service.subscribe('gone');
    service.gone.add(gone.endpoint);
    await t.db
      .insert(pushSubscriptions)
      .values({ customerId: f.customer.c, endpoint: gone.endpoint, ...gone.keys });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = await webPushSender(settings, { agent: service.agent }).queue(t.db, f.customer.c, {
      title: 'x',
      body: 'y',
      link: null,
    });
    await expect(send?.()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[push] not delivered:', expect.anything());
    warn.mockRestore();
    expect(service.received).toEqual([]);
  });

  it('is chosen by PUSH_PROVIDER=webpush with its VAPID settings; the outbox is the default', () => {
    expect(pushSenderFor({}).provider).toBe('outbox');
    const env = {
      PUSH_PROVIDER: 'webpush',
      VAPID_PUBLIC_KEY: settings.publicKey,
      VAPID_PRIVATE_KEY: settings.privateKey,
      VAPID_SUBJECT: settings.subject,
    };
    expect(pushSenderFor(env).provider).toBe('webpush');
    expect(pushSenderFor({ PUSH_PROVIDER: 'webpush' }).provider).toBe('webpush');
  });
});
