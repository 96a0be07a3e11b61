import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { mailQueue } from '../src/db/schema';
import type { Mail, Mailer } from '../src/mail/mailer';
import {
  CLAIM_LEASE_MS,
  createMailWorker,
  queueMail,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from '../src/mail/mailQueue';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * The mail queue's worker on a real database (PGlite in memory; on PostgreSQL with a second
 * connection pool, so two workers really run at once): claims never overlap, a failing send is
 * tried again after its backoff and goes once the mailer works, and nothing is ever dropped.
 */

let database: TestDatabase;
/** A second handle on the same data: PostgreSQL's second pool, or PGlite's one connection. */
let other: DatabaseHandle;
let time = new Date('2030-01-01T00:00:00Z');
const now = () => new Date(time.getTime());
const advance = (ms: number) => {
  time = new Date(time.getTime() + ms);
};

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.kind === 'postgres' ? await database.openAnother() : database.handle;
});
afterAll(async () => {
  if (other !== database.handle) await other.close();
  await database.close();
});
beforeEach(async () => {
  await database.handle.db.delete(mailQueue);
});

/** A mailer that records what it sends, failing while `failing` says so. */
const fakeMailer = (options: { failing?: () => boolean; delayMs?: number } = {}) => {
  const sent: Mail[] = [];
  let calls = 0;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(mail) {
      calls += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing?.()) throw new Error('SMTP server said no');
      sent.push(mail);
    },
  };
  return { mailer, sent, calls: () => calls };
};

const mails = (count: number, prefix = 'mail'): Mail[] =>
  Array.from({ length: count }, (_, index) => ({
    to: `${prefix}-${index}@clinic.test`,
    subject: `Subject ${index}`,
    text: `Text ${index}`,
  }));

const rows = () => database.handle.db.select().from(mailQueue).orderBy(mailQueue.to);

describe('the mail queue', () => {
  it('queues mail in the caller’s transaction: a rolled-back one leaves none', async () => {
    const { db } = database.handle;
    await db
      .transaction(async (tx) => {
        await queueMail(tx, mails(3), now());
        throw new Error('the write it belonged to failed');
      })
      .catch(() => {});
    expect(await rows()).toEqual([]);
    await db.transaction((tx) => queueMail(tx, mails(3), now()));
    expect(await rows()).toHaveLength(3);
  });

  it('never lets two workers claim the same mail', async () => {
    await queueMail(database.handle.db, mails(25), now());
    const first = createMailWorker({ db: database.handle.db, mailer: fakeMailer().mailer, now });
    const second = createMailWorker({ db: other.db, mailer: fakeMailer().mailer, now });
    const claims = await Promise.all([
      first.claim(10),
      second.claim(10),
      first.claim(10),
      second.claim(10),
    ]);
    const ids = claims.flat().map((mail) => mail.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    // Claimed mail is held for the lease: nothing is left to claim.
    expect(await first.claim(10)).toEqual([]);
    expect((await rows()).every((row) => row.attempts === 1 && row.sentAt === null)).toBe(true);
  });

  it('sends each mail once when two workers drain the queue together', async () => {
    await queueMail(database.handle.db, mails(40), now());
    const one = fakeMailer({ delayMs: 1 });
    const two = fakeMailer({ delayMs: 1 });
    const first = createMailWorker({ db: database.handle.db, mailer: one.mailer, now });
    const second = createMailWorker({ db: other.db, mailer: two.mailer, now });
    const counts = await Promise.all([first.sendDue(), second.sendDue(), first.sendDue()]);
    const delivered = [...one.sent, ...two.sent].map((mail) => mail.to).sort();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(delivered).toEqual(
      mails(40)
        .map((mail) => mail.to)
        .sort(),
    );
    expect((await rows()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('tries a failed send again after a backoff, until the mailer works, and never drops it', async () => {
    await queueMail(database.handle.db, mails(1, 'retry'), now());
    let failing = true;
    const fake = fakeMailer({ failing: () => failing });
    const errors: unknown[] = [];
    const worker = createMailWorker({
      db: database.handle.db,
      mailer: fake.mailer,
      now,
      onError: (error) => errors.push(error),
    });

    expect(await worker.sendDue()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'SMTP server said no' });
    expect(row!.nextAttemptAt.getTime()).toBe(time.getTime() + RETRY_BASE_MS);

    // Not due yet: nothing is tried.
    expect(await worker.sendDue()).toBe(0);
    expect(fake.calls()).toBe(1);

    advance(RETRY_BASE_MS);
    expect(await worker.sendDue()).toBe(0);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.nextAttemptAt.getTime()).toBe(time.getTime() + 2 * RETRY_BASE_MS);

    // Much later, however many tries failed, the mail is still there and goes once it can.
    advance(RETRY_MAX_MS * 5);
    failing = false;
    expect(await worker.sendDue()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(fake.sent.map((mail) => mail.to)).toEqual(['retry-0@clinic.test']);
    expect(errors).toHaveLength(2);
    advance(RETRY_MAX_MS);
    expect(await worker.sendDue()).toBe(0);
    expect(fake.calls()).toBe(3);
  });

  it('claims at most the number of mails asked for', async () => {
    const { db } = database.handle;
    await db.transaction((tx) => queueMail(tx, mails(30), now()));
    const worker = createMailWorker({ db, mailer: fakeMailer().mailer, now });
    expect(await worker.claim(10)).toHaveLength(10);
    expect(await worker.claim(15)).toHaveLength(15);
    expect(await worker.claim(10)).toHaveLength(5);
  });

  it('lets other work run between batches while a long queue is sent', async () => {
    // PGlite answers queries without a turn of the event loop; a pass over thousands of mails
    // must not hold back the api's requests (a 5,000-row staff import queues 5,000 at once).
    const { db } = database.handle;
    await db.transaction((tx) => queueMail(tx, mails(100), now()));
    const { mailer, sent } = fakeMailer();
    const worker = createMailWorker({ db, mailer, now });
    let sentWhenOtherWorkRan: number | null = null;
    setImmediate(() => {
      sentWhenOtherWorkRan = sent.length;
    });
    expect(await worker.sendDue()).toBe(100);
    expect(sentWhenOtherWorkRan).not.toBeNull();
    expect(sentWhenOtherWorkRan).toBeLessThan(100);
  });

  it('waits twice as long after each failure, an hour at most', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(11)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(10_000)).toBe(RETRY_MAX_MS);
  });

  it('gives the mail of a worker that died while sending to another one once the lease ends', async () => {
    await queueMail(database.handle.db, mails(1, 'lease'), now());
    const crashed = createMailWorker({ db: database.handle.db, mailer: fakeMailer().mailer, now });
    expect(await crashed.claim()).toHaveLength(1);
    const fake = fakeMailer();
    const survivor = createMailWorker({ db: other.db, mailer: fake.mailer, now });
    expect(await survivor.sendDue()).toBe(0);
    advance(CLAIM_LEASE_MS);
    expect(await survivor.sendDue()).toBe(1);
    expect(fake.sent.map((mail) => mail.to)).toEqual(['lease-0@clinic.test']);
  });

  it('sends on a kick once started, polls, and stops after the pass under way', async () => {
    const fake = fakeMailer();
    const worker = createMailWorker({
      db: database.handle.db,
      mailer: fake.mailer,
      now,
      pollMs: 20,
    });
    await queueMail(database.handle.db, mails(2, 'kick'), now());
    // Not started: a kick does nothing.
    await worker.kick();
    expect(fake.sent).toEqual([]);
    worker.start();
    await worker.kick();
    expect(fake.sent.map((mail) => mail.to).sort()).toEqual([
      'kick-0@clinic.test',
      'kick-1@clinic.test',
    ]);
    // Queued with no kick at all: the poll finds it.
    await queueMail(database.handle.db, mails(1, 'poll'), now());
    await expect
      .poll(() => fake.sent.map((mail) => mail.to), { timeout: 2_000 })
      .toContain('poll-0@clinic.test');
    await worker.stop();
    await queueMail(database.handle.db, mails(1, 'stopped'), now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.sent.map((mail) => mail.to)).not.toContain('stopped-0@clinic.test');
    const [stillQueued] = await database.handle.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'stopped-0@clinic.test'));
    expect(stillQueued).toMatchObject({ sentAt: null, attempts: 0 });
  });
});
