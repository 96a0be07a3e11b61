import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files, mohDocuments } from '../src/db/schema';
import { minimalPdf } from '../src/files/minimalPdf';
import { SIGNED_ADDRESS_TTL_MS } from '../src/files/signedAddresses';
import { withDemoPeople } from './support/demoPeople';
import { multipartForm } from './support/forms';
import { onePixelPng as PNG } from './support/uploads';
import type { TestApi } from './testApi';

// docs/product.md §13.4 and §13.7: ministry-of-health documents on the file store.
let api: TestApi;
let admin: string;
let nurse: string;

const PDF = minimalPdf(['Vaccination schedule 2025', 'Ministry of Health']);
const valid = {
  title: 'Vaccination schedule',
  description: 'The national schedule for children.',
  language: 'pt',
  publishedAt: '2025-03-01',
};

const signedIn = withDemoPeople();
beforeAll(() => {
  ({ api } = signedIn);
  ({ admin, nurse } = signedIn.tokens);
});

const upload = (
  fields: Record<string, string>,
  file: { bytes: Buffer; fileName?: string; type?: string } | null = { bytes: PDF },
  token = admin,
) =>
  api.request('POST', '/api/v1/moh-documents', {
    token,
    ...multipartForm(fields, file ?? undefined),
  });

const fileRowCount = async () => (await api.db.select({ n: count() }).from(files))[0]!.n;
const chunkCount = async () => (await api.db.select({ n: count() }).from(fileChunks))[0]!.n;
const folderFiles = async () => {
  const folder = path.join(api.uploadDir, 'files');
  return readdir(folder).catch(() => [] as string[]);
};

const addressOf = async (id: string, token = nurse, disposition?: string) => {
  const answer = await api.request(
    'GET',
    `/api/v1/moh-documents/${id}/file-address${disposition ? `?disposition=${disposition}` : ''}`,
    { token },
  );
  return answer;
};

const download = (url: string) => fetch(`${api.baseUrl}${url}`);

describe('uploading and reading a document', () => {
  it('stores a PDF with its metadata; a nurse lists it and downloads the same bytes', async () => {
    const created = await upload(valid, { bytes: PDF, fileName: 'Calendário vacinal.pdf' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...valid,
      status: 'PUBLISHED',
      fileName: 'Calendário vacinal.pdf',
      fileSize: PDF.length,
    });
    const id = created.body!.id as string;

    const list = await api.request('GET', '/api/v1/moh-documents?search=vaccination', {
      token: nurse,
    });
    expect(list.status).toBe(200);
    expect((list.body!.items as { id: string }[]).map((item) => item.id)).toContain(id);

    const address = await addressOf(id);
    expect(address.status).toBe(200);
    expect(address.headers.get('cache-control')).toBe('no-store');
    const { url, expiresAt } = address.body as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    // No bearer token: the address alone lets the browser in.
    const served = await download(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(served.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Calendário vacinal.pdf')}`,
    );
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const inline = await addressOf(id, nurse, 'inline');
    const viewed = await download((inline.body as { url: string }).url);
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(viewed.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('streams a PDF of several chunks back byte for byte', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(700_000, 0x41), Buffer.from('\n%%EOF\n')]);
    const created = await upload({ ...valid, title: 'Large annex' }, { bytes: big });
    expect(created.status).toBe(201);
    const { url } = (await addressOf(created.body!.id as string)).body as { url: string };
    const served = await download(url);
    expect(served.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(big)).toBe(true);
  });

  it('accepts the fields after the file as well as before it', async () => {
    const created = await api.request('POST', '/api/v1/moh-documents', {
      token: admin,
      ...multipartForm({ ...valid, title: 'File first' }, { bytes: PDF }, { fileFirst: true }),
    });
    expect(created).toMatchObject({ status: 201, body: { title: 'File first' } });
  });
});

describe('withdrawn documents', () => {
  it('are invisible to staff (404 by id, absent from lists) and still listed for admins', async () => {
    const created = await upload({ ...valid, title: 'Old guideline' });
    const id = created.body!.id as string;
    const withdrawn = await api.request('PATCH', `/api/v1/moh-documents/${id}/status`, {
      token: admin,
      body: { status: 'WITHDRAWN' },
    });
    expect(withdrawn).toMatchObject({ status: 200, body: { status: 'WITHDRAWN' } });

    for (const urlPath of [
      `/api/v1/moh-documents/${id}`,
      `/api/v1/moh-documents/${id}/file-address`,
    ]) {
      expect(await api.request('GET', urlPath, { token: nurse })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such document.' },
      });
    }
    const nurseList = await api.request('GET', '/api/v1/moh-documents?pageSize=100', {
      token: nurse,
    });
    expect((nurseList.body!.items as { id: string }[]).map((item) => item.id)).not.toContain(id);
    const nurseWithdrawn = await api.request('GET', '/api/v1/moh-documents?status=WITHDRAWN', {
      token: nurse,
    });
    expect(nurseWithdrawn.body).toMatchObject({ total: 0, items: [] });

    const adminList = await api.request('GET', '/api/v1/moh-documents?status=WITHDRAWN', {
      token: admin,
    });
    expect((adminList.body!.items as { id: string }[]).map((item) => item.id)).toContain(id);
    expect((await api.request('GET', `/api/v1/moh-documents/${id}`, { token: admin })).status).toBe(
      200,
    );

    await api.request('PATCH', `/api/v1/moh-documents/${id}/status`, {
      token: admin,
      body: { status: 'PUBLISHED' },
    });
    expect((await api.request('GET', `/api/v1/moh-documents/${id}`, { token: nurse })).status).toBe(
      200,
    );
  });

  it('are refused to staff writes: only system admins upload, edit and withdraw', async () => {
    expect((await upload(valid, { bytes: PDF }, nurse)).status).toBe(403);
  });
});

describe('the list contract', () => {
  it('filters by language, searches, sorts, and refuses an unknown language', async () => {
    await upload({
      ...valid,
      title: 'Guía de hipertensión',
      language: 'es',
      publishedAt: '2024-01-10',
    });
    await upload({
      ...valid,
      title: 'Guide du diabète',
      language: 'fr',
      publishedAt: '2024-06-10',
    });
    const spanish = await api.request('GET', '/api/v1/moh-documents?language=es', { token: nurse });
    expect(
      (spanish.body!.items as { language: string }[]).every((item) => item.language === 'es'),
    ).toBe(true);
    expect(spanish.body!.total).toBeGreaterThan(0);
    const byTitle = await api.request('GET', '/api/v1/moh-documents?sort=title&pageSize=100', {
      token: nurse,
    });
    const titles = (byTitle.body!.items as { title: string }[]).map((item) =>
      item.title.toLowerCase(),
    );
    // Accents beside their letters (docs/decisions.md "Names sort in the Unicode root order").
    expect(titles).toEqual([...titles].sort(new Intl.Collator('und').compare));
    const newest = await api.request('GET', '/api/v1/moh-documents?pageSize=100', { token: nurse });
    const dates = (newest.body!.items as { publishedAt: string }[]).map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await api.request('GET', '/api/v1/moh-documents?language=klingon&sort=size', {
      token: nurse,
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((bad.body!.errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'language',
      'sort',
    ]);
  });
});

describe('every message, and nothing stored when refused', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['no title', { ...valid, title: ' ' }, 'title', 'Title is required'],
    [
      'a long title',
      { ...valid, title: 'x'.repeat(201) },
      'title',
      'Title must be at most 200 characters',
    ],
    [
      'a long description',
      { ...valid, description: 'x'.repeat(601) },
      'description',
      'Description must be at most 600 characters',
    ],
    ['no language', { ...valid, language: '' }, 'language', 'Language is required'],
    ['an unknown language', { ...valid, language: 'de' }, 'language', 'Invalid language'],
    ['no date', { ...valid, publishedAt: '' }, 'publishedAt', 'Published date is required'],
    ['an impossible date', { ...valid, publishedAt: '2025-02-30' }, 'publishedAt', 'Invalid date'],
    ['a date in words', { ...valid, publishedAt: 'March 2025' }, 'publishedAt', 'Invalid date'],
    [
      'a future date',
      { ...valid, publishedAt: '2999-01-01' },
      'publishedAt',
      'Published date cannot be in the future',
    ],
  ];

  it.each(cases)('refuses %s with its message', async (_name, fields, pathName, message) => {
    const rowsBefore = await fileRowCount();
    const folderBefore = await folderFiles();
    const refused = await upload(fields);
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(refused.body!.errors).toContainEqual({ path: pathName, message });
    expect(await fileRowCount()).toBe(rowsBefore);
    expect(await folderFiles()).toEqual(folderBefore);
  });

  it('refuses a file that only claims to be a PDF', async () => {
    const before = await fileRowCount();
    for (const bytes of [
      PNG,
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('PDF-1.4 but not at the start'),
    ]) {
      const refused = await upload(valid, {
        bytes,
        fileName: 'guide.pdf',
        type: 'application/pdf',
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          code: 'DOCUMENT_NOT_A_PDF',
          message: 'The document must be a PDF file.',
          errors: [{ path: 'file', message: 'The document must be a PDF file.' }],
        },
      });
    }
    expect(await fileRowCount()).toBe(before);
  });

  it('refuses a document without its file, or not sent as a form', async () => {
    expect(await upload(valid, null)).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'file', message: 'Choose a PDF file to upload.' }] },
    });
    expect(
      await api.request('POST', '/api/v1/moh-documents', { token: admin, body: valid }),
    ).toMatchObject({ status: 400, body: { message: 'Choose a PDF file to upload.' } });
  });

  it('refuses a PDF over 20 MB with 413 FILE_TOO_LARGE, storing nothing', async () => {
    const before = await fileRowCount();
    const chunksBefore = await chunkCount();
    const huge = Buffer.concat([PDF, Buffer.alloc(20_000_001 - PDF.length + 1)]);
    const refused = await upload(valid, { bytes: huge });
    expect(refused).toMatchObject({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'The document must be at most 20 MB.' },
    });
    expect(await fileRowCount()).toBe(before);
    expect(await chunkCount()).toBe(chunksBefore);
    const exactly = Buffer.concat([PDF, Buffer.alloc(20_000_000 - PDF.length)]);
    expect((await upload({ ...valid, title: 'Exactly 20 MB' }, { bytes: exactly })).status).toBe(
      201,
    );
  }, 60_000);

  it('answers a broken multipart body with 400, never hanging', async () => {
    const { rawBody, headers } = multipartForm(valid, { bytes: PDF });
    const cut = await api.request('POST', '/api/v1/moh-documents', {
      token: admin,
      rawBody: rawBody.subarray(0, rawBody.length - 30),
      headers,
    });
    expect(cut).toMatchObject({ status: 400, body: { code: 'UPLOAD_MALFORMED' } });
    // Two files under the field: one form, one file.
    const twoFiles = await api.request('POST', '/api/v1/moh-documents', {
      token: admin,
      ...multipartForm(valid, [{ bytes: PDF }, { bytes: PDF, fileName: 'second.pdf' }]),
    });
    expect(twoFiles).toMatchObject({ status: 400, body: { code: 'UPLOAD_MALFORMED' } });
  });

  it('refuses an unknown status', async () => {
    const created = await upload({ ...valid, title: 'Status check' });
    const refused = await api.request(
      'PATCH',
      `/api/v1/moh-documents/${created.body!.id as string}/status`,
      {
        token: admin,
        body: { status: 'DRAFT' },
      },
    );
    expect(refused).toMatchObject({ status: 400, body: { message: 'Invalid status' } });
  });
});

describe('editing', () => {
  it('changes metadata as JSON and keeps the file; a new PDF replaces the old one, whose bytes go', async () => {
    const created = await upload({ ...valid, title: 'To edit' });
    const id = created.body!.id as string;
    const oldAddress = ((await addressOf(id)).body as { url: string }).url;
    const edited = await api.request('PUT', `/api/v1/moh-documents/${id}`, {
      token: admin,
      body: { ...valid, title: 'Edited', language: 'en' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { title: 'Edited', language: 'en', fileSize: PDF.length },
    });
    expect((await download(oldAddress)).status).toBe(200);

    const rowsBefore = await fileRowCount();
    const folderBefore = (await folderFiles()).length;
    const replacement = minimalPdf(['Second edition']);
    const replaced = await api.request('PUT', `/api/v1/moh-documents/${id}`, {
      token: admin,
      ...multipartForm(
        { ...valid, title: 'Second edition' },
        { bytes: replacement, fileName: 'v2.pdf' },
      ),
    });
    expect(replaced).toMatchObject({
      status: 200,
      body: { fileName: 'v2.pdf', fileSize: replacement.length },
    });
    expect(await fileRowCount()).toBe(rowsBefore);
    expect((await folderFiles()).length).toBe(folderBefore);
    // The old address named the old file, which is gone; the new address serves the new bytes.
    expect((await download(oldAddress)).status).toBe(404);
    const fresh = await download(((await addressOf(id)).body as { url: string }).url);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it('keeps the old file when the edit is refused, and stores no new one', async () => {
    const created = await upload({ ...valid, title: 'Refused edit' });
    const id = created.body!.id as string;
    const before = await fileRowCount();
    const refused = await api.request('PUT', `/api/v1/moh-documents/${id}`, {
      token: admin,
      ...multipartForm({ ...valid, title: '' }, { bytes: PDF }),
    });
    expect(refused.status).toBe(400);
    const missing = await api.request(
      'PUT',
      `/api/v1/moh-documents/00000000-0000-4000-8000-000000000000`,
      {
        token: admin,
        ...multipartForm(valid, { bytes: PDF }),
      },
    );
    expect(missing.status).toBe(404);
    expect(await fileRowCount()).toBe(before);
    const [row] = await api.db.select().from(mohDocuments).where(eq(mohDocuments.id, id));
    expect(row!.title).toBe('Refused edit');
  });
});

describe('signed addresses', () => {
  it('refuse an altered signature, another file, a changed disposition and an expired address', async () => {
    const first = await upload({ ...valid, title: 'First' });
    const second = await upload({ ...valid, title: 'Second' });
    const a = ((await addressOf(first.body!.id as string)).body as { url: string }).url;
    const b = ((await addressOf(second.body!.id as string)).body as { url: string }).url;
    const fileOf = (url: string) => url.split('?')[0]!.split('/').pop()!;
    const queryOf = (url: string) => url.split('?')[1]!;

    const otherFile = `/api/v1/files/${fileOf(b)}?${queryOf(a)}`;
    const tampered = a.replace(/signature=[^&]+/, 'signature=AAAA');
    const inline = a.replace('disposition=attachment', 'disposition=inline');
    const longer = a.replace(/expires=(\d+)/, (_m, s: string) => `expires=${Number(s) + 3600}`);
    const unsigned = a.split('?')[0]!;
    for (const url of [otherFile, tampered, inline, longer, unsigned]) {
      const refused = await download(url);
      expect(refused.status, url).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'FILE_ADDRESS_INVALID' });
    }
    expect((await download(a)).status).toBe(200);

    api.moveClock(SIGNED_ADDRESS_TTL_MS + 1000);
    try {
      expect((await download(a)).status).toBe(404);
      // A fresh address works again (the clock moved for the api only).
      const renewed = (
        (await addressOf(first.body!.id as string, await api.signIn('nurse@clinic.test'))).body as {
          url: string;
        }
      ).url;
      expect((await download(renewed)).status).toBe(200);
    } finally {
      api.moveClock(-(SIGNED_ADDRESS_TTL_MS + 1000));
    }
  });

  it('answers 404 for a malformed or unknown file id', async () => {
    expect((await download('/api/v1/files/..%2F..%2Fpackage.json')).status).toBe(404);
    const unknown = await download('/api/v1/files/00000000-0000-4000-8000-000000000000');
    expect(await unknown.json()).toMatchObject({ code: 'FILE_ADDRESS_INVALID' });
  });
});
