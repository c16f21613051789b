import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { getRedis, redisPrefix } from '@/server/redis/client';

/**
 * Tells open notification streams that a customer has news. With REDIS_URL the
 * word goes through Redis pub/sub, so a notification written by any instance
 * reaches the stream a customer holds open on another; without it, an
 * in-process emitter (one instance). The word carries only the customer id:
 * each stream reads the count itself, so nothing is lost if words merge.
 */

type Bus = {
  local: EventEmitter;
  /** The subscribed connection, once something listens (Redis only). */
  subscriber?: Promise<Redis>;
};

declare global {
  // Route handlers and pages are separate bundles: one bus per process.
  var __shopNewsBus: Bus | undefined;
}

function bus(): Bus {
  if (!globalThis.__shopNewsBus) {
    const local = new EventEmitter();
    // Every open stream is a listener; the default cap of 10 would only warn.
    local.setMaxListeners(0);
    globalThis.__shopNewsBus = { local };
  }
  return globalThis.__shopNewsBus;
}

export function newsChannel(): string {
  return `${redisPrefix()}:notifications`;
}

function listenToRedis(state: Bus, redis: Redis): Promise<Redis> {
  state.subscriber ??= (async () => {
    // A connection in subscriber mode can run nothing else: a connection of its own.
    const subscriber = redis.duplicate();
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === newsChannel()) state.local.emit(message);
    });
    await subscriber.subscribe(newsChannel());
    return subscriber;
  })().catch((error: unknown) => {
    state.subscriber = undefined;
    throw error;
  });
  return state.subscriber;
}

/** Says customer `customerId` has news; call it after the notification is committed. */
export function announceNews(customerId: number): void {
  const redis = getRedis();
  if (!redis) {
    bus().local.emit(String(customerId));
    return;
  }
  redis.publish(newsChannel(), String(customerId)).catch((error: unknown) => {
    // The bell's polling picks the notification up anyway; the write itself stands.
    console.error('[notifications] could not publish news:', error);
  });
}

/** Calls `listener` whenever customer `customerId` has news; returns the way to stop. */
export async function listenForNews(customerId: number, listener: () => void): Promise<() => void> {
  const state = bus();
  const redis = getRedis();
  if (redis) await listenToRedis(state, redis);
  const key = String(customerId);
  state.local.on(key, listener);
  return () => {
    state.local.off(key, listener);
  };
}
