import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq, inArray, lt, not } from 'drizzle-orm';
import { IMAGE_MAX_SIDE_PIXELS } from '@org/contracts';
import type { Database } from '../db/database';
import { fileChunks, files, type FilePurpose, type FileStorage } from '../db/schema';
import type { Executor, Transaction } from '../db/transaction';
import type { Clock } from '../services/clock';
import { SNIFF_BYTES, sniff, type FileKind } from './fileKinds';

/**
 * docs/product.md §13.4: one store for every file (avatars, ministry-of-health documents, and the
 * training modules' feature images), behind this one interface, with two drivers for the bytes:
 *
 * - `database`: chunks of 256 KiB in `file_chunks`, so every api instance on one PostgreSQL sees
 *   every file (the default with DATABASE_URL);
 * - `folder`: one file per id under `<UPLOAD_DIR>/files` (the default with the embedded PGlite).
 *
 * Either way the `files` table holds each file's row: its purpose, the content type recognised
 * from its bytes, its size and whether a record uses it. The life of a file:
 *
 * 1. `put` streams an upload in (never buffered whole), recognising its kind from the first bytes
 *    and counting its size; a refused file leaves nothing behind. The row starts unattached.
 * 2. The record that uses it calls `attach` inside its own transaction; if that transaction fails,
 *    the caller `discard`s the file.
 * 3. The transaction that replaces or drops the record calls `detach`, which deletes the row (and,
 *    by cascade, its chunks) with the record's change; after the commit, `purge` removes a folder
 *    file's bytes.
 *    `replace` does 2 and 3 for a record that points at one file (an avatar, a feature image, a
 *    document's PDF).
 * 4. `sweep` (from the server: as it starts, then every ORPHAN_AGE_MS) deletes files left
 *    unattached for ORPHAN_AGE_MS (a process killed during an upload, a request that died between
 *    its upload and its record) and folder files without a row (a process that died between a
 *    commit and its purge). An upload in progress moves its row's `created_at` forward every
 *    UPLOAD_HEARTBEAT_MS and once more when it ends, so for an unattached row `created_at` is the
 *    upload's last sign of life, and another instance's sweep never takes an upload that is still
 *    streaming, however long it takes.
 */

export const FILE_CHUNK_BYTES = 256 * 1024;
/**
 * An unattached file whose upload has shown no sign of life for this long is an orphan: an upload
 * that streams renews its row every UPLOAD_HEARTBEAT_MS, and a finished one gets its record within
 * a moment (the rest of its form).
 */
export const ORPHAN_AGE_MS = 5 * 60 * 1000;
/** How often an upload in progress renews its row's `created_at`. */
export const UPLOAD_HEARTBEAT_MS = 30 * 1000;

export interface StoredFile {
  id: string;
  purpose: FilePurpose;
  contentType: string;
  size: number;
  kind: FileKind;
}

export interface OpenedFile {
  id: string;
  purpose: FilePurpose;
  contentType: string;
  size: number;
  stream: Readable;
}

/** Why `put` refused a file; the caller answers it in its own words. */
export class FileRefused extends Error {
  override readonly name = 'FileRefused';
  constructor(
    /** `too-many-pixels`: an image wider or taller than IMAGE_MAX_SIDE_PIXELS. */
    readonly reason: 'not-accepted' | 'too-large' | 'empty' | 'too-many-pixels',
  ) {
    super(`file refused: ${reason}`);
  }
}

/**
 * How far into an image its header may reach: a JPEG's size comes after its metadata segments
 * (Exif, colour profile), each at most 64 KiB. An image whose size is not found by then is refused.
 */
export const IMAGE_HEADER_MAX_BYTES = 1024 * 1024;

/**
 * What a file's leading bytes make of it: an accepted kind (for an image, one whose header says it
 * is at most IMAGE_MAX_SIDE_PIXELS each way), a refusal, or undefined while more bytes are needed
 * (`complete`: there are no more).
 */
function recognise(
  head: Buffer,
  accept: readonly FileKind[],
  complete: boolean,
): FileKind | FileRefused | undefined {
  if (head.length < SNIFF_BYTES && !complete) return undefined;
  const kind = sniff(head, accept);
  if (!kind) return new FileRefused('not-accepted');
  if (!kind.dimensions) return kind;
  const dimensions = kind.dimensions(head);
  if (!dimensions) {
    return complete || head.length >= IMAGE_HEADER_MAX_BYTES
      ? new FileRefused('not-accepted')
      : undefined;
  }
  return Math.max(dimensions.width, dimensions.height) > IMAGE_MAX_SIDE_PIXELS
    ? new FileRefused('too-many-pixels')
    : kind;
}

export interface PutOptions {
  purpose: FilePurpose;
  /** The kinds the bytes may be; anything else is refused ('not-accepted'). */
  accept: readonly FileKind[];
  maxBytes: number;
}

type Source = AsyncIterable<Buffer | Uint8Array | string>;

const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileStore(deps: {
  db: Database;
  now: Clock;
  storage: FileStorage;
  /** The folder driver's root; `<UPLOAD_DIR>/files`. */
  folder: string;
}) {
  const { db, now, storage, folder } = deps;
  const pathOf = (id: string) => path.join(folder, id);

  /** Where the bytes of one new file go, chunk by chunk; `abort` removes what was written. */
  const openSink = async (id: string) => {
    if (storage === 'folder') {
      await mkdir(folder, { recursive: true });
      const out: Writable = createWriteStream(pathOf(id), { flags: 'wx' });
      const done = finished(out);
      done.catch(() => {});
      return {
        async write(chunk: Buffer) {
          if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
        },
        async close() {
          out.end();
          await done;
        },
        async abort() {
          out.destroy();
          await rm(pathOf(id), { force: true });
        },
      };
    }
    let seq = 0;
    return {
      async write(chunk: Buffer) {
        await db.insert(fileChunks).values({ fileId: id, seq, data: chunk });
        seq += 1;
      },
      async close() {},
      // The chunks go with the row (ON DELETE CASCADE).
      async abort() {},
    };
  };

  /** Deletes rows (their chunks cascade) and then a folder file's bytes. */
  const removeNow = async (ids: string[]) => {
    if (ids.length === 0) return;
    await db.delete(files).where(inArray(files.id, ids));
    await purge(ids);
  };

  /** After a commit that detached them: the folder driver's bytes of files whose row is gone. */
  const purge = async (ids: readonly string[]) => {
    await Promise.all(
      ids
        .filter((id) => UUID_NAME.test(id))
        .map((id) => rm(pathOf(id), { force: true }).catch(() => {})),
    );
  };

  /** In the record's transaction: the file is now used (false when there is no such file). */
  const attach = async (tx: Executor, id: string): Promise<boolean> => {
    const rows = await tx
      .update(files)
      .set({ attached: true })
      .where(eq(files.id, id))
      .returning({ id: files.id });
    return rows.length > 0;
  };

  /**
   * In the transaction that replaces or drops the record: the file's row goes (its chunks
   * cascade). Call `purge` with the id after the commit.
   */
  const detach = async (tx: Executor, id: string): Promise<void> => {
    await tx.delete(files).where(eq(files.id, id));
  };

  return {
    /**
     * Streams `source` into the store. Its kind comes from its first bytes; a file of another
     * kind, an empty one or one over `maxBytes` is refused with `FileRefused` and leaves nothing
     * stored. The source is read to its end even when refused, so a request's body is consumed
     * (busboy stops a file at its size limit, so that end comes soon).
     */
    async put(source: Source, options: PutOptions): Promise<StoredFile> {
      const id = randomUUID();
      // The leading bytes, kept until they say what the file is (for an image, its size too).
      let headPieces: Buffer[] = [];
      let headBytes = 0;
      let nextLook = SNIFF_BYTES;
      let kind: FileKind | undefined;
      let size = 0;
      let refusal: FileRefused | null = null;
      let sink: Awaited<ReturnType<typeof openSink>> | null = null;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let renewedAt = 0;

      /** Looks at the head; once it is accepted, the row and the sink start with it pending. */
      const look = async (complete: boolean) => {
        const head = Buffer.concat(headPieces, headBytes);
        headPieces = [head];
        const verdict = recognise(head, options.accept, complete);
        if (verdict === undefined) {
          // Looked at again once it has doubled, so a long JPEG header is copied a few times only.
          nextLook = headBytes * 2;
          return;
        }
        if (verdict instanceof FileRefused) {
          refusal = verdict;
          return;
        }
        kind = verdict;
        const startedAt = now();
        await db.insert(files).values({
          id,
          purpose: options.purpose,
          storage,
          contentType: kind.contentType,
          size: 0,
          createdAt: startedAt,
        });
        renewedAt = startedAt.getTime();
        sink = await openSink(id);
        pending = [head];
        pendingBytes = head.length;
      };
      /** Writes whole chunks (the database driver's rows are FILE_CHUNK_BYTES each). */
      const flush = async (all: boolean) => {
        if (!sink) return;
        const buffered = Buffer.concat(pending);
        let offset = 0;
        while (buffered.length - offset >= FILE_CHUNK_BYTES || (all && offset < buffered.length)) {
          const end = Math.min(offset + FILE_CHUNK_BYTES, buffered.length);
          await sink.write(buffered.subarray(offset, end));
          offset = end;
        }
        pending = offset < buffered.length ? [buffered.subarray(offset)] : [];
        pendingBytes = buffered.length - offset;
      };

      try {
        for await (const piece of source) {
          if (refusal) continue; // read to the end, keep nothing
          const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece);
          size += chunk.length;
          if (size > options.maxBytes) {
            refusal = new FileRefused('too-large');
            continue;
          }
          if (!kind) {
            headPieces.push(chunk);
            headBytes += chunk.length;
            if (headBytes >= nextLook) await look(false);
          } else {
            pending.push(chunk);
            pendingBytes += chunk.length;
          }
          if (pendingBytes >= FILE_CHUNK_BYTES) await flush(false);
          const at = now();
          if (kind && at.getTime() - renewedAt >= UPLOAD_HEARTBEAT_MS) {
            await db.update(files).set({ createdAt: at }).where(eq(files.id, id));
            renewedAt = at.getTime();
          }
        }
        if (!refusal && !kind) {
          if (size === 0) refusal = new FileRefused('empty');
          else await look(true);
        }
        if (refusal) throw refusal;
        await flush(true);
        await (sink as Awaited<ReturnType<typeof openSink>> | null)?.close();
        await db.update(files).set({ size, createdAt: now() }).where(eq(files.id, id));
        return { id, purpose: options.purpose, contentType: kind!.contentType, size, kind: kind! };
      } catch (error) {
        await (sink as Awaited<ReturnType<typeof openSink>> | null)?.abort().catch(() => {});
        if (kind)
          await db
            .delete(files)
            .where(eq(files.id, id))
            .catch(() => {});
        throw error;
      }
    },

    attach,
    detach,

    /**
     * Steps 2 and 3 in one call, for a record that points at one file: in one transaction,
     * `write(tx)` changes the record (locking it first) and answers its result and the file it
     * pointed at before; the stored file `next` (null: none, or no change) is attached and the
     * previous one detached. After the commit the previous file's bytes go; if anything failed,
     * `next` is discarded.
     */
    async replace<T>(
      next: string | null,
      write: (tx: Transaction) => Promise<{ result: T; previous: string | null }>,
    ): Promise<T> {
      let previous: string | null = null;
      try {
        const result = await db.transaction(async (tx) => {
          const written = await write(tx);
          if (next && !(await attach(tx, next))) throw new Error(`stored file ${next} vanished`);
          previous = written.previous !== next ? written.previous : null;
          if (previous) await detach(tx, previous);
          return written.result;
        });
        if (previous) await purge([previous]);
        return result;
      } catch (error) {
        if (next) await removeNow([next]);
        throw error;
      }
    },

    purge,

    /** A file that no record got (its record's write failed): row and bytes, now. */
    discard: (id: string) => removeNow([id]),

    /** The file's row and its bytes as a stream, or null (no such file, or another purpose). */
    async open(id: string, purpose?: FilePurpose): Promise<OpenedFile | null> {
      if (!UUID_NAME.test(id)) return null;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), purpose ? eq(files.purpose, purpose) : undefined));
      if (!row || !row.attached) return null;
      let stream: Readable;
      if (row.storage === 'folder') {
        try {
          await stat(pathOf(id));
        } catch {
          return null;
        }
        stream = createReadStream(pathOf(id));
      } else {
        // One chunk in memory at a time, read in order.
        stream = Readable.from(
          (async function* () {
            for (let seq = 0; ; seq += 1) {
              const [chunk] = await db
                .select({ data: fileChunks.data })
                .from(fileChunks)
                .where(and(eq(fileChunks.fileId, id), eq(fileChunks.seq, seq)));
              if (!chunk) return;
              yield chunk.data;
            }
          })(),
        );
      }
      return { id, purpose: row.purpose, contentType: row.contentType, size: row.size, stream };
    },

    /**
     * Deletes files left unattached for `olderThanMs` and, for the folder driver, files on disk
     * that have no row and are as old. Answers how many of each went.
     */
    async sweep(olderThanMs = ORPHAN_AGE_MS): Promise<{ rows: number; folderFiles: number }> {
      const cutoff = new Date(now().getTime() - olderThanMs);
      const orphans = await db
        .select({ id: files.id })
        .from(files)
        .where(and(not(files.attached), lt(files.createdAt, cutoff)))
        .orderBy(asc(files.createdAt))
        .limit(1000);
      await removeNow(orphans.map((row) => row.id));
      let folderFiles = 0;
      const names = await readdir(folder).catch(() => [] as string[]);
      const candidates = names.filter((name) => UUID_NAME.test(name));
      for (let index = 0; index < candidates.length; index += 500) {
        const batch = candidates.slice(index, index + 500);
        const known = new Set(
          (await db.select({ id: files.id }).from(files).where(inArray(files.id, batch))).map(
            (row) => row.id,
          ),
        );
        for (const name of batch.filter((each) => !known.has(each))) {
          const info = await stat(pathOf(name)).catch(() => null);
          if (info && info.mtime < cutoff) {
            await rm(pathOf(name), { force: true });
            folderFiles += 1;
          }
        }
      }
      return { rows: orphans.length, folderFiles };
    },

    /**
     * Runs `sweep` now, without waiting for it (what a killed process left goes as the next one
     * starts), and then every ORPHAN_AGE_MS until `stop` (the server's start to its close).
     */
    startSweeper(onError: (error: unknown) => void) {
      const run = () => void this.sweep().catch(onError);
      const timer = setInterval(run, ORPHAN_AGE_MS);
      timer.unref();
      run();
      return { stop: () => clearInterval(timer) };
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
