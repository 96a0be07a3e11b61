import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/changeFeed';
import type { users } from '../db/schema';
import { createAccountCache, type CachedSession } from './accountCache';

const user = (id: string) => ({ id, status: 'ACTIVE' }) as typeof users.$inferSelect;
const session = (id: string, userId: string): CachedSession => ({
  id,
  userId,
  createdAt: new Date(),
  lastSeenAt: new Date(),
  touching: null,
});

/** A feed whose liveness the test sets. */
function cacheWithFeed(live = true) {
  const cache = createAccountCache();
  const feed = { live, sync: async () => feed.live } as ChangeFeed & { live: boolean };
  cache.attach(feed);
  return { cache, feed };
}

describe('the account cache', () => {
  it('keeps what a read found, and forgets it when the database says it changed', () => {
    const { cache } = cacheWithFeed();
    cache.keepAccount(cache.generation(), user('u1'), session('s1', 'u1'));
    expect(cache.user('u1')?.id).toBe('u1');
    expect(cache.session('s1')?.userId).toBe('u1');
    cache.listener.changed({ table: 'sessions', id: 's1' });
    expect(cache.session('s1')).toBeUndefined();
    cache.listener.changed({ table: 'users', id: 'u1' });
    expect(cache.user('u1')).toBeUndefined();
  });

  it('does not keep a read that a change overtook (read before the commit, kept after)', () => {
    const { cache } = cacheWithFeed();
    const readAt = cache.generation();
    cache.listener.changed({ table: 'sessions', id: 's1' });
    cache.keepAccount(readAt, user('u1'), session('s1', 'u1'));
    expect(cache.session('s1')).toBeUndefined();
    cache.keepSettings(readAt, 'u1', []);
    expect(cache.settings('u1')).toBeUndefined();
  });

  it('forgets every session of a user at once (sign out everywhere)', () => {
    const { cache } = cacheWithFeed();
    cache.keepAccount(cache.generation(), user('u1'), session('s1', 'u1'));
    cache.keepAccount(cache.generation(), user('u1'), session('s2', 'u1'));
    cache.keepAccount(cache.generation(), user('u2'), session('s3', 'u2'));
    cache.forget.sessionsOf('u1');
    expect([cache.session('s1'), cache.session('s2')]).toEqual([undefined, undefined]);
    expect(cache.session('s3')?.id).toBe('s3');
  });

  it('is not read, and keeps nothing, while the feed is not live; a reset forgets everything', async () => {
    const { cache, feed } = cacheWithFeed();
    cache.keepAccount(cache.generation(), user('u1'), session('s1', 'u1'));
    feed.live = false;
    expect(await cache.sync()).toBe(false);
    expect(cache.session('s1')).toBeUndefined();
    cache.keepSettings(cache.generation(), 'u1', []);
    feed.live = true;
    expect(cache.settings('u1')).toBeUndefined();
    cache.listener.reset();
    expect(cache.session('s1')).toBeUndefined();
  });

  it('is never trusted without a feed', async () => {
    const cache = createAccountCache();
    cache.keepAccount(cache.generation(), user('u1'), session('s1', 'u1'));
    expect(await cache.sync()).toBe(false);
    expect(cache.session('s1')).toBeUndefined();
  });
});
