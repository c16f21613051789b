import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { getRedis, redisIsDown, redisPrefix } from '@/server/redis/client';

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
    // Once subscribed, ioredis reconnects it and subscribes again by itself
    // after Redis comes back (autoResubscribe).
    const subscriber = redis.duplicate();
    // The shared connection already says when Redis is out of reach.
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === newsChannel()) state.local.emit(message);
    });
    try {
      await subscriber.subscribe(newsChannel());
    } catch (error) {
      // Never subscribed, so never resubscribed: the next stream starts afresh.
      subscriber.disconnect();
      throw error;
    }
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
    // Redis is out of reach: this instance's own streams still hear it; the
    // bell's next stream (or its polling) picks it up elsewhere. The write stands.
    bus().local.emit(String(customerId));
    console.error('[notifications] could not publish news:', error);
  });
}

/** Calls `listener` whenever customer `customerId` has news; returns the way to stop. */
export async function listenForNews(customerId: number, listener: () => void): Promise<() => void> {
  const state = bus();
  const redis = getRedis();
  // Redis out of reach: the stream still opens and hears this instance's news
  // (see announceNews) rather than failing; it subscribes on a later stream.
  if (redis && !redisIsDown(redis)) {
    await listenToRedis(state, redis).catch((error: unknown) => {
      console.error('[notifications] stream opened without Redis:', error);
    });
  }
  const key = String(customerId);
  state.local.on(key, listener);
  return () => {
    state.local.off(key, listener);
  };
}
