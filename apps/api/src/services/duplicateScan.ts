import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DuplicateScan } from '@org/contracts';
import type { Database } from '../db/database';
import { createPollingWorker } from '../db/pollingWorker';
import { patientDuplicateScans, patients } from '../db/schema';
import type { Clock } from './clock';
import { recordPairsOf } from './duplicateMatching';
import { notMergedAway } from './patientScope';

/**
 * The background scan for possible duplicates over the patients already stored. A system admin
 * starts it (one RUNNING scan at a time, a unique index says so); a worker in every api instance
 * takes the next batch of patients, in id order after the scan's cursor, in one transaction that
 * locks the scan row with FOR UPDATE SKIP LOCKED, records the batch's pairs and moves the cursor.
 * Two instances never do one batch twice, and a restart goes on from the cursor.
 */

/** Patients per transaction: short enough that other requests are not held back. */
export const SCAN_BATCH_SIZE = 1_000;
/** How often an idle worker looks for a scan to go on with (another instance may have started one). */
export const SCAN_POLL_MS = 5_000;

const scanOf = (row: typeof patientDuplicateScans.$inferSelect): DuplicateScan => ({
  id: row.id,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  processed: row.processed,
  total: Math.max(row.total, row.processed),
  found: row.found,
});

export function createDuplicateScanner(deps: {
  db: Database;
  now: Clock;
  onError?: (error: unknown) => void;
  pollMs?: number;
  batchSize?: number;
}) {
  const { db, now } = deps;
  const onError = deps.onError ?? (() => {});
  const batchSize = deps.batchSize ?? SCAN_BATCH_SIZE;

  /** One batch of the running scan, if any (and not locked by another worker): false when none. */
  const step = async (): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [scan] = await tx
        .select()
        .from(patientDuplicateScans)
        .where(eq(patientDuplicateScans.status, 'RUNNING'))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!scan) return false;
      const batch = await tx
        .select({ id: patients.id })
        .from(patients)
        .where(
          and(
            notMergedAway(),
            scan.afterPatientId ? gt(patients.id, scan.afterPatientId) : undefined,
          ),
        )
        .orderBy(asc(patients.id))
        .limit(batchSize);
      const ids = batch.map((row) => row.id);
      const found = await recordPairsOf(tx, ids, true);
      const done = ids.length < batchSize;
      await tx
        .update(patientDuplicateScans)
        .set({
          afterPatientId: ids.at(-1) ?? scan.afterPatientId,
          processed: sql`${patientDuplicateScans.processed} + ${ids.length}`,
          found: sql`${patientDuplicateScans.found} + ${found}`,
          ...(done ? { status: 'DONE' as const, finishedAt: now() } : {}),
        })
        .where(eq(patientDuplicateScans.id, scan.id));
      return !done;
    });

  const worker = createPollingWorker({
    pollMs: deps.pollMs ?? SCAN_POLL_MS,
    pass: async (isStopping) => {
      // PGlite answers without a turn of the event loop: one between batches lets requests in.
      while (!isStopping() && (await step())) await nextTurn();
    },
    onError: (error) => onError(error),
  });
  const { kick } = worker;

  return {
    step,
    kick,

    /** Starts a scan, or answers the one already running. */
    async start(viewerId: string): Promise<DuplicateScan> {
      const scan = await db.transaction(async (tx) => {
        const [runningScan] = await tx
          .select()
          .from(patientDuplicateScans)
          .where(eq(patientDuplicateScans.status, 'RUNNING'));
        if (runningScan) return runningScan;
        const [total] = await tx.select({ n: count() }).from(patients).where(notMergedAway());
        const [created] = await tx
          .insert(patientDuplicateScans)
          .values({ startedByUserId: viewerId, startedAt: now(), total: total?.n ?? 0 })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
        // Another request started one meanwhile.
        const [other] = await tx
          .select()
          .from(patientDuplicateScans)
          .where(eq(patientDuplicateScans.status, 'RUNNING'));
        return other!;
      });
      void kick();
      return scanOf(scan);
    },

    /** The latest scan, or null before the first. */
    async latest(): Promise<DuplicateScan | null> {
      const [row] = await db
        .select()
        .from(patientDuplicateScans)
        .orderBy(desc(patientDuplicateScans.startedAt), desc(patientDuplicateScans.id))
        .limit(1);
      return row ? scanOf(row) : null;
    },

    startWorker: worker.start,
    stop: worker.stop,
  };
}

export type DuplicateScanner = ReturnType<typeof createDuplicateScanner>;
