import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { insertColumns } from '../db/bulkInsert';
import type { Database } from '../db/database';
import { createPollingWorker } from '../db/pollingWorker';
import { mailQueue } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Clock } from '../services/clock';
import type { Mail, Mailer } from './mailer';

/**
 * The mail queue (docs/product.md §13.5): mail is written to `mail_queue` in the transaction that
 * decides to send it (so it exists exactly when what it announces does), and a worker in every api
 * instance sends it. A worker claims due mail with one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * selection that moves `next_attempt_at` past a lease: two workers, in one instance or in two,
 * never hold the same mail. A failed send is tried again after a backoff that doubles up to an
 * hour; no mail is ever given up. A worker that dies while sending leaves its mail to be claimed
 * again when the lease ends (so a mail is sent at least once; twice only if the process dies
 * between the send and its record).
 */

/** The first retry comes after this; each next one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** How long a claim keeps a mail from other workers: longer than any send takes. */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;
/** How often an idle worker looks for due mail (it is also kicked when mail is queued). */
export const POLL_MS = 1_000;
/** Mails claimed at once. */
const CLAIM_BATCH_SIZE = 10;
/** The error kept beside a mail that failed, cut to this length. */
const ERROR_MAX_LENGTH = 1_000;

/** The wait before the next try of a mail whose `attempts`-th send failed. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** Queues mail where the caller writes (its transaction): due at once, sent after the commit. */
export async function queueMail(executor: Executor, mails: readonly Mail[], at: Date) {
  await insertColumns(
    executor,
    mailQueue,
    [
      { column: mailQueue.to, type: 'text', values: mails.map((mail) => mail.to) },
      { column: mailQueue.subject, type: 'text', values: mails.map((mail) => mail.subject) },
      { column: mailQueue.text, type: 'text', values: mails.map((mail) => mail.text) },
    ],
    {
      constants: [
        [mailQueue.nextAttemptAt, sql`${at.toISOString()}::timestamptz`],
        [mailQueue.createdAt, sql`${at.toISOString()}::timestamptz`],
      ],
    },
  );
}

export interface ClaimedMail extends Mail {
  id: string;
  attempts: number;
}

export interface MailWorkerDeps {
  db: Database;
  mailer: Mailer;
  now: Clock;
  /** A send that failed (it will be tried again) or a pass that could not read the queue. */
  onError?: (error: unknown, mail?: ClaimedMail) => void;
  pollMs?: number;
}

export function createMailWorker(deps: MailWorkerDeps) {
  const { db, mailer, now } = deps;
  const pollMs = deps.pollMs ?? POLL_MS;
  const onError = deps.onError ?? (() => {});

  /** Takes up to `limit` due mails for this worker alone, until the lease ends. */
  const claim = async (limit = CLAIM_BATCH_SIZE): Promise<ClaimedMail[]> => {
    const at = now();
    const due = and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, at));
    // A WITH query that locks rows is run once. As a subquery of the UPDATE, PGlite's plan ran
    // it again for each row and claimed every due mail, whatever the limit.
    const claimable = db
      .$with('claimable')
      .as(
        db
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(due)
          .orderBy(asc(mailQueue.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
    return (
      db
        .with(claimable)
        .update(mailQueue)
        .set({
          attempts: sql`${mailQueue.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS),
        })
        // The conditions again: a row another worker claimed meanwhile is no longer due.
        .where(and(inArray(mailQueue.id, db.select({ id: claimable.id }).from(claimable)), due))
        .returning({
          id: mailQueue.id,
          to: mailQueue.to,
          subject: mailQueue.subject,
          text: mailQueue.text,
          attempts: mailQueue.attempts,
        })
    );
  };

  const sendOne = async (mail: ClaimedMail): Promise<boolean> => {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      onError(error, mail);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailQueue)
        .set({
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
          lastError: message.slice(0, ERROR_MAX_LENGTH) || 'The mail could not be sent.',
        })
        .where(and(eq(mailQueue.id, mail.id), isNull(mailQueue.sentAt)));
      return false;
    }
    await db
      .update(mailQueue)
      .set({ sentAt: now(), lastError: null })
      .where(eq(mailQueue.id, mail.id));
    return true;
  };

  /** Sends every due mail, a claimed batch at a time; answers how many went. */
  const sendDue = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const mail of batch) if (await sendOne(mail)) sent += 1;
      if (batch.length < CLAIM_BATCH_SIZE || worker.isStopping()) return sent;
      // PGlite answers without a turn of the event loop: without this, thousands of queued
      // invitations would hold back every request (the import's own answer first) until sent.
      await nextTurn();
    }
  };

  const worker = createPollingWorker({
    pollMs,
    pass: () => sendDue(),
    onError: (error) => onError(error),
  });

  return {
    claim,
    sendDue,
    kick: worker.kick,
    /** Polls every `pollMs` from now on, starting with a pass at once. */
    start: worker.start,
    /** No new pass; waits for the one under way (its current batch) to end. */
    stop: worker.stop,
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
