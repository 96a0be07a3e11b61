import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files } from '../src/db/schema';
import { imageKinds, pdfKinds } from '../src/files/fileKinds';
import {
  createFileStore,
  FILE_CHUNK_BYTES,
  FileRefused,
  ORPHAN_AGE_MS,
} from '../src/files/fileStore';
import { minimalPdf } from '../src/files/minimalPdf';
import { createTestDatabase, type TestDatabase } from './testDatabase';

// docs/product.md §13.4: the one file store, the same contract with either driver.
let database: TestDatabase;
let folder: string;
let offsetMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'clinic-file-store-'));
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const PDF = minimalPdf(['Store test']);
const pieces = (bytes: Buffer, size = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
      bytes.subarray(index * size, (index + 1) * size),
    ),
  );
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(['database', 'folder'] as const)('the %s driver', (storage) => {
  const store = () =>
    createFileStore({
      db: database.handle.db,
      now: () => new Date(Date.now() + offsetMs),
      storage,
      folder: path.join(folder, storage),
    });
  const rows = async () => (await database.handle.db.select({ n: count() }).from(files))[0]!.n;
  const onDisk = () => readdir(path.join(folder, storage)).catch(() => [] as string[]);

  it('stores a file in pieces, serves it once attached, and removes it when detached', async () => {
    const files_ = store();
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_CHUNK_BYTES * 2 + 17, 7)]);
    const stored = await files_.put(pieces(big, 10_000), {
      purpose: 'moh-document',
      accept: pdfKinds,
      maxBytes: big.length,
    });
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: big.length });
    // Unattached: stored, but nobody is served it.
    expect(await files_.open(stored.id)).toBeNull();
    await database.handle.db.transaction((tx) => files_.attach(tx, stored.id));
    const opened = (await files_.open(stored.id))!;
    expect(opened.size).toBe(big.length);
    expect((await readAll(opened.stream)).equals(big)).toBe(true);
    expect(await files_.open(stored.id, 'avatar')).toBeNull();
    if (storage === 'database') {
      const [chunks] = await database.handle.db
        .select({ n: count() })
        .from(fileChunks)
        .where(eq(fileChunks.fileId, stored.id));
      expect(chunks!.n).toBe(3);
    } else expect(await onDisk()).toContain(stored.id);

    await database.handle.db.transaction((tx) => files_.detach(tx, stored.id));
    await files_.purge([stored.id]);
    expect(await files_.open(stored.id)).toBeNull();
    expect(await onDisk()).not.toContain(stored.id);
  });

  it("replaces a record's file in its transaction, and discards the new one when the write fails", async () => {
    const files_ = store();
    const put = () =>
      files_.put(pieces(PDF), { purpose: 'moh-document', accept: pdfKinds, maxBytes: PDF.length });
    const first = await put();
    expect(
      await files_.replace(first.id, async () => ({ result: 'created', previous: null })),
    ).toBe('created');
    expect(await files_.open(first.id)).not.toBeNull();

    const second = await put();
    await files_.replace(second.id, async () => ({ result: 'replaced', previous: first.id }));
    expect(await files_.open(second.id)).not.toBeNull();
    expect(await files_.open(first.id)).toBeNull();
    expect(await onDisk()).not.toContain(first.id);

    const before = await rows();
    const third = await put();
    await expect(
      files_.replace(third.id, async () => {
        throw new Error('the record is gone');
      }),
    ).rejects.toThrow('the record is gone');
    // The failed write kept nothing new and left the record's file as it was.
    expect(await rows()).toBe(before);
    expect(await onDisk()).not.toContain(third.id);
    expect(await files_.open(second.id)).not.toBeNull();
  });

  it('refuses another kind, an empty file and one byte too many, keeping nothing', async () => {
    const files_ = store();
    const before = await rows();
    const diskBefore = await onDisk();
    const refusals = [
      [pieces(PDF), imageKinds, 1000],
      [pieces(Buffer.alloc(0)), pdfKinds, 1000],
      [pieces(PDF), pdfKinds, PDF.length - 1],
    ] as const;
    for (const [source, accept, maxBytes] of refusals) {
      await expect(
        files_.put(source, { purpose: 'moh-document', accept, maxBytes }),
      ).rejects.toBeInstanceOf(FileRefused);
    }
    expect(await rows()).toBe(before);
    expect(await onDisk()).toEqual(diskBefore);
  });

  it('sweeps files left unattached for an hour, and folder files without a row', async () => {
    const files_ = store();
    const young = await files_.put(pieces(PDF), {
      purpose: 'moh-document',
      accept: pdfKinds,
      maxBytes: 1e6,
    });
    offsetMs = -ORPHAN_AGE_MS - 60_000;
    const old = await files_.put(pieces(PDF), {
      purpose: 'moh-document',
      accept: pdfKinds,
      maxBytes: 1e6,
    });
    const kept = await files_.put(pieces(PDF), {
      purpose: 'moh-document',
      accept: pdfKinds,
      maxBytes: 1e6,
    });
    offsetMs = 0;
    await database.handle.db.transaction((tx) => files_.attach(tx, kept.id));
    const stray = '00000000-0000-4000-8000-00000000abcd';
    await writeFile(path.join(folder, storage, stray), 'left behind').catch(async () => {
      await import('node:fs/promises').then(({ mkdir }) =>
        mkdir(path.join(folder, storage), { recursive: true }),
      );
      await writeFile(path.join(folder, storage, stray), 'left behind');
    });
    const longAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    await utimes(path.join(folder, storage, stray), longAgo, longAgo);

    const swept = await files_.sweep();
    expect(swept.rows).toBeGreaterThanOrEqual(1);
    const ids = (await database.handle.db.select({ id: files.id }).from(files)).map(
      (row) => row.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(young.id);
    expect(ids).toContain(kept.id);
    expect(await onDisk()).not.toContain(stray);
    if (storage === 'folder') expect(await onDisk()).not.toContain(old.id);
  });
});
