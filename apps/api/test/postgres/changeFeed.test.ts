import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelOf, createChangeFeed, listenerName, type Change } from '../../src/db/changeFeed';
import { users } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../testDatabase';

// The change feed on PostgreSQL (docs/decisions.md "The signed-in hot path"): NOTIFY arrives on
// the listening connection in its own time; `sync` must not answer before every change committed
// earlier has been heard. Without the barrier this fails on most rounds.
let database: TestDatabase;
let heard: string[];
let resets: number;
let feed: ReturnType<typeof createChangeFeed>;
let schema: string;

beforeAll(async () => {
  database = await createTestDatabase();
  heard = [];
  resets = 0;
  feed = createChangeFeed(database.handle.db, {
    changed: (change: Change) => heard.push(`${change.table}:${change.id}`),
    reset: () => {
      resets += 1;
    },
  });
  await feed.start();
  const result = (await database.handle.db.execute(
    sql`select current_schema() as schema`,
  )) as unknown as { rows: { schema: string }[] };
  schema = result.rows[0]!.schema;
});
afterAll(async () => {
  await feed.stop();
  await database.close();
});

describe('the change feed on PostgreSQL', () => {
  it('has heard every change committed before sync was called', async () => {
    expect(feed.live).toBe(true);
    const { db } = database.handle;
    for (let round = 0; round < 200; round += 1) {
      const id = randomUUID();
      await db.execute(sql`select pg_notify(${channelOf(schema)}, ${`sessions:${id}`})`);
      expect(await feed.sync()).toBe(true);
      expect(heard, `round ${round}`).toContain(`sessions:${id}`);
    }
  });

  it('hears the triggers: a user row changed, in its schema’s channel', async () => {
    const { db } = database.handle;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    await db.update(users).set({ address: 'Rua Nova 1' }).where(eq(users.id, user!.id));
    expect(await feed.sync()).toBe(true);
    expect(heard).toContain(`users:${user!.id}`);
  });

  it('shares one round trip among the callers that came while one was under way', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 500 }, () => feed.sync()));
      expect(answers.every(Boolean)).toBe(true);
      // The first caller's barrier, then one more for every caller that came while it was out.
      expect(query.mock.calls.filter(([text]) => text === 'select 1')).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
  });

  it('is not trusted once its connection is lost, and resets when it listens again', async () => {
    const before = resets;
    // This file's database only: every file's copy has the same schema, so the same listener name.
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${listenerName(channelOf(schema))}`,
    );
    await expect.poll(() => feed.live).toBe(false);
    expect(await feed.sync()).toBe(false);
    await expect.poll(() => feed.live, { timeout: 20_000 }).toBe(true);
    // Once when the connection was lost, once when listening again.
    expect(resets).toBe(before + 2);
    const id = randomUUID();
    await database.handle.db.execute(sql`select pg_notify(${channelOf(schema)}, ${`users:${id}`})`);
    expect(await feed.sync()).toBe(true);
    expect(heard).toContain(`users:${id}`);
  });
});
