import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files } from '../src/db/schema';
import { errorCodes, IMAGE_MAX_SIDE_PIXELS, imageDimensionsTooLargeMessage } from '@org/contracts';
import { featureImageKinds, imageKinds, pdfKinds } from '../src/files/fileKinds';
import {
  createFileStore,
  FILE_CHUNK_BYTES,
  FileRefused,
  ORPHAN_AGE_MS,
  UPLOAD_HEARTBEAT_MS,
} from '../src/files/fileStore';
import { minimalPdf } from '../src/files/minimalPdf';
import { withDemoPeople } from './support/demoPeople';
import { multipartForm } from './support/forms';
import { gifHeader, jpegHeader, pngHeader, webpHeader } from './support/imageHeaders';
import { startTestApi } from './testApi';
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

  it('refuses an image of any accepted kind wider or taller than IMAGE_MAX_SIDE_PIXELS', async () => {
    const files_ = store();
    const before = await rows();
    const diskBefore = await onDisk();
    const max = IMAGE_MAX_SIDE_PIXELS;
    const headers = {
      png: pngHeader,
      gif: gifHeader,
      webp: webpHeader,
      // Its size after 200 KB of metadata, sent in pieces of 1,000 bytes.
      jpeg: (width: number, height: number) => jpegHeader(width, height, 200_000),
    };
    const put = (bytes: Buffer) =>
      files_.put(pieces(bytes), { purpose: 'avatar', accept: imageKinds, maxBytes: 2_000_000 });
    for (const [name, header] of Object.entries(headers)) {
      for (const [width, height] of [
        [max + 1, 1],
        [1, max + 1],
        [20_000, 20_000],
      ] as const) {
        await expect(
          put(header(width, height)),
          `${name} ${width}×${height}`,
        ).rejects.toMatchObject({ reason: 'too-many-pixels' });
      }
      expect(await put(header(max, max))).toMatchObject({ kind: { name } });
    }
    expect(await rows()).toBe(before + 4);
    if (storage === 'folder') expect(await onDisk()).toHaveLength(diskBefore.length + 4);
    // An image whose header ends before its size is not an image.
    await expect(put(pngHeader(10, 10).subarray(0, 20))).rejects.toMatchObject({
      reason: 'not-accepted',
    });
  });

  it("keeps an upload in progress through another instance's sweep, however long it takes", async () => {
    const files_ = store();
    const otherInstance = store();
    const bytes = Buffer.concat([PDF, Buffer.alloc(FILE_CHUNK_BYTES * 3, 7)]);
    const piece = Math.ceil(bytes.length / 6);
    let keptRows: string[] = [];
    async function* slowUpload() {
      for (let index = 0; index < 6; index += 1) {
        yield bytes.subarray(index * piece, (index + 1) * piece);
        // Twice the orphan age passes during the upload, in steps the upload renews its row by.
        offsetMs += Math.max(UPLOAD_HEARTBEAT_MS, ORPHAN_AGE_MS / 2);
        if (index === 4) {
          await otherInstance.sweep();
          keptRows = (await database.handle.db.select({ id: files.id }).from(files)).map(
            (row) => row.id,
          );
        }
      }
    }
    try {
      const stored = await files_.put(slowUpload(), {
        purpose: 'moh-document',
        accept: pdfKinds,
        maxBytes: bytes.length,
      });
      expect(keptRows).toContain(stored.id);
      await otherInstance.sweep();
      expect(await database.handle.db.transaction((tx) => files_.attach(tx, stored.id))).toBe(true);
      expect((await readAll((await files_.open(stored.id))!.stream)).equals(bytes)).toBe(true);
    } finally {
      offsetMs = 0;
    }
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

describe('an image over IMAGE_MAX_SIDE_PIXELS through the routes', () => {
  const signedIn = withDemoPeople();
  const huge = pngHeader(20_000, 20_000);
  const refusal = (field: string) => ({
    status: 400,
    body: {
      code: errorCodes.imageDimensionsTooLarge,
      message: imageDimensionsTooLargeMessage,
      errors: [{ path: field, message: imageDimensionsTooLargeMessage }],
    },
  });

  it('is refused as an avatar and as a feature image, with 400 IMAGE_DIMENSIONS_TOO_LARGE', async () => {
    const { api, tokens } = signedIn;
    const upload = (url: string, field: string) =>
      api.request('PUT', url, {
        token: tokens.admin,
        ...multipartForm({}, { field, bytes: huge, fileName: 'huge.png', type: 'image/png' }),
      });
    expect(await upload('/api/v1/users/me/avatar', 'avatar')).toMatchObject(refusal('avatar'));
    const created = await signedIn.call('admin', 'POST', '/api/v1/training-modules', {
      moduleTitle: 'Large images',
      author: 'Dr. Ana Costa',
      category: 'Infection prevention',
      language: 'en',
      difficultyLevel: 'beginner',
      duration: '1 hour',
      effort: '1 hour',
      skills: ['Reading'],
      prerequisites: 'None.',
      whatYoullLearn: 'Nothing much.',
      description: 'A module for a feature image.',
    });
    expect(created.status, created.text).toBe(201);
    expect(
      await upload(
        `/api/v1/training-modules/${created.body!.id as string}/feature-image`,
        'featureImage',
      ),
    ).toMatchObject(refusal('featureImage'));
    expect(featureImageKinds.every((kind) => kind.dimensions)).toBe(true);
  });
});

describe('what a killed process left', () => {
  it("goes when the api starts, while another instance's upload in progress stays", async () => {
    const leftDatabase = await createTestDatabase();
    const uploadDir = await mkdtemp(path.join(tmpdir(), 'clinic-killed-'));
    const folder_ = path.join(uploadDir, 'files');
    const { db } = leftDatabase.handle;
    // Killed ten minutes ago in the middle of two uploads, one to each driver.
    const killedAt = new Date(Date.now() - 10 * 60 * 1000);
    const inFolder = randomUUID();
    const inDatabase = randomUUID();
    const inProgress = randomUUID();
    const row = (id: string, storage: 'folder' | 'database', createdAt: Date) => ({
      id,
      purpose: 'moh-document' as const,
      storage,
      contentType: 'application/pdf',
      size: 0,
      createdAt,
    });
    await db
      .insert(files)
      .values([
        row(inFolder, 'folder', killedAt),
        row(inDatabase, 'database', killedAt),
        row(inProgress, 'database', new Date()),
      ]);
    await db.insert(fileChunks).values([
      { fileId: inDatabase, seq: 0, data: Buffer.alloc(FILE_CHUNK_BYTES, 1) },
      { fileId: inProgress, seq: 0, data: Buffer.alloc(FILE_CHUNK_BYTES, 1) },
    ]);
    await mkdir(folder_, { recursive: true });
    await writeFile(path.join(folder_, inFolder), PDF.subarray(0, 100));
    await utimes(path.join(folder_, inFolder), killedAt, killedAt);

    const api = await startTestApi({
      database: leftDatabase.handle,
      env: { UPLOAD_DIR: uploadDir },
    });
    try {
      // The rows and the folder's bytes (removed after their row).
      const left = async () => ({
        rows: (
          await db
            .select({ id: files.id })
            .from(files)
            .where(inArray(files.id, [inFolder, inDatabase, inProgress]))
        ).map((each) => each.id),
        inFolder: (await readdir(folder_)).includes(inFolder),
      });
      await expect.poll(left, { timeout: 20_000 }).toEqual({ rows: [inProgress], inFolder: false });
      const [chunks] = await db
        .select({ n: count() })
        .from(fileChunks)
        .where(inArray(fileChunks.fileId, [inDatabase, inProgress]));
      expect(chunks!.n).toBe(1);
    } finally {
      await api.close();
      await leftDatabase.close();
      await rm(uploadDir, { recursive: true, force: true });
    }
  });
});
