import type { AxiosInstance } from 'axios';
import type { MohDocumentRequest } from '@org/contracts';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMEOUT_MS } from './csvFiles';
import { createMohDocument, getMohDocumentFileAddress, updateMohDocument } from './mohDocuments';

const body: MohDocumentRequest = {
  title: 'Vaccination guide',
  description: 'For every clinic.',
  language: 'pt',
  publishedAt: '2025-03-01',
};
const pdf = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' });

/** An axios instance that only records what it is asked. */
const stubClient = () => {
  const client = { get: vi.fn(), post: vi.fn(), put: vi.fn() };
  for (const method of Object.values(client)) method.mockResolvedValue({});
  return client;
};

/** The form sent by the first call of `method`. */
const sentForm = (method: ReturnType<typeof vi.fn>) => {
  const [, form, config] = method.mock.calls[0] as [string, FormData, unknown];
  expect(form).toBeInstanceOf(FormData);
  expect(config).toEqual({ timeout: UPLOAD_TIMEOUT_MS });
  return form;
};

describe('the MOH document endpoints', () => {
  it('upload the fields and the PDF under `file` as one multipart form', async () => {
    const client = stubClient();
    await createMohDocument(client as unknown as AxiosInstance, body, pdf);
    expect(client.post.mock.calls[0]![0]).toBe('/api/v1/moh-documents');
    const form = sentForm(client.post);
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))).toMatchObject(
      body,
    );
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('guia.pdf');
  });

  it('send an edit as a multipart form too, without `file` when the PDF stays', async () => {
    const client = stubClient();
    await updateMohDocument(client as unknown as AxiosInstance, 'd/1', body, null);
    expect(client.put.mock.calls[0]![0]).toBe('/api/v1/moh-documents/d%2F1');
    const form = sentForm(client.put);
    expect([...form.keys()]).toEqual(['title', 'description', 'language', 'publishedAt']);

    await updateMohDocument(client as unknown as AxiosInstance, 'd1', body, pdf);
    const [, replaced] = client.put.mock.calls[1] as [string, FormData];
    expect((replaced.get('file') as File).name).toBe('guia.pdf');
  });

  it('ask for the signed download address of a document', async () => {
    const client = stubClient();
    await getMohDocumentFileAddress(client as unknown as AxiosInstance, 'd1');
    expect(client.get).toHaveBeenCalledWith('/api/v1/moh-documents/d1/file-address');
  });
});
