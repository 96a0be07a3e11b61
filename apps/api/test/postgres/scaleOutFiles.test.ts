import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, mohDocuments } from '../../src/db/schema';
import { minimalPdf } from '../../src/files/minimalPdf';
import { demoPeopleTokens } from '../support/demoPeople';
import { multipartForm } from '../support/forms';
import { onePixelPng } from '../support/uploads';
import { withTwoInstances } from '../support/twoInstances';
import type { TestApi } from '../testApi';

// docs/product.md §13.4: with PostgreSQL the file store keeps bytes in the database, so a file
// uploaded through one instance is served by another (each instance has an upload folder of its
// own here, so nothing can come from a shared disk).
// Each download on a connection of its own: a kept-alive socket would hold the server's close.
const closing = { headers: { connection: 'close' } };

const instances = withTwoInstances();
let first: TestApi;
let second: TestApi;
beforeAll(() => ({ first, second } = instances));

describe('two api instances share every file', () => {
  it('stores files in the database by default with PostgreSQL, in no folder', () => {
    expect(first.testDatabase.kind).toBe('postgres');
    expect(first.uploadDir).not.toBe(second.uploadDir);
  });

  it('downloads through one instance a document uploaded through the other, byte for byte', async () => {
    const { admin, nurse } = demoPeopleTokens();
    const pdf = Buffer.concat([minimalPdf(['Two instances']), Buffer.alloc(600_000, 0x20)]);
    const created = await first.request('POST', '/api/v1/moh-documents', {
      token: admin,
      ...multipartForm(
        { title: 'Shared guideline', description: '', language: 'en', publishedAt: '2025-01-15' },
        { bytes: pdf, fileName: 'shared.pdf' },
      ),
    });
    expect(created.status).toBe(201);
    // Its bytes are in the database, and nothing is in the uploading instance's folder.
    const [stored] = await first.db
      .select({ storage: files.storage })
      .from(files)
      .innerJoin(mohDocuments, eq(mohDocuments.fileId, files.id))
      .where(eq(mohDocuments.id, created.body!.id as string));
    expect(stored?.storage).toBe('database');
    expect(await readdir(path.join(first.uploadDir, 'files')).catch(() => [])).toEqual([]);
    const address = await second.request(
      'GET',
      `/api/v1/moh-documents/${created.body!.id as string}/file-address`,
      { token: nurse },
    );
    const { url } = address.body as { url: string };
    const served = await fetch(`${second.baseUrl}${url}`, closing);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    // The address is signed with the secret both instances share: either one serves it.
    const again = await fetch(`${first.baseUrl}${url}`, closing);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('serves through one instance an avatar uploaded through the other', async () => {
    const token = demoPeopleTokens().doctor;
    const png = onePixelPng;
    const uploaded = await first.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartForm({}, { field: 'avatar', bytes: png, fileName: 'me.png', type: 'image/png' }),
    });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${second.baseUrl}${uploaded.body!.avatar as string}`, closing);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
