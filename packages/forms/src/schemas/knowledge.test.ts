import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../testing/schemaErrors';
import {
  isCalendarDate,
  mohDocumentFormSchema,
  mohDocumentSchema,
  mohDocumentStatusSchema,
} from './knowledge';

const valid = {
  title: 'Vaccination schedule',
  description: '',
  language: 'pt',
  publishedAt: '2024-02-29',
};

describe('mohDocumentSchema', () => {
  it('accepts a complete document, description optional', async () => {
    expect(await schemaErrors(mohDocumentSchema, valid)).toEqual({});
    expect(await schemaErrors(mohDocumentSchema, { ...valid, description: undefined })).toEqual({});
  });

  it('gives each field its message', async () => {
    expect(
      await schemaErrors(mohDocumentSchema, { title: ' ', language: '', publishedAt: '' }),
    ).toEqual({
      title: 'Title is required',
      language: 'Language is required',
      publishedAt: 'Published date is required',
    });
    expect(
      await schemaErrors(mohDocumentSchema, {
        title: 'x'.repeat(201),
        description: 'x'.repeat(601),
        language: 'de',
        publishedAt: '2023-02-29',
      }),
    ).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 600 characters',
      language: 'Invalid language',
      publishedAt: 'Invalid date',
    });
    expect(await schemaErrors(mohDocumentSchema, { ...valid, publishedAt: '2999-01-01' })).toEqual({
      publishedAt: 'Published date cannot be in the future',
    });
  });

  it('reads only real calendar days written YYYY-MM-DD', () => {
    expect(['2024-02-29', '1999-12-31'].every(isCalendarDate)).toBe(true);
    expect(
      ['2023-02-29', '2024-13-01', '24-01-01', '2024-1-01', '1800-01-01'].some(isCalendarDate),
    ).toBe(false);
  });
});

describe('mohDocumentStatusSchema', () => {
  it('accepts PUBLISHED and WITHDRAWN only', async () => {
    expect(await schemaErrors(mohDocumentStatusSchema, { status: 'WITHDRAWN' })).toEqual({});
    expect(await schemaErrors(mohDocumentStatusSchema, { status: 'DRAFT' })).toEqual({
      status: 'Invalid status',
    });
    expect(await schemaErrors(mohDocumentStatusSchema, { status: '' })).toEqual({
      status: 'Invalid status',
    });
  });
});

describe('mohDocumentFormSchema', () => {
  it("is the document's fields plus the PDF chosen, if any", async () => {
    const pdf = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    expect(await schemaErrors(mohDocumentFormSchema, { ...valid, file: [] })).toEqual({});
    expect(await schemaErrors(mohDocumentFormSchema, { ...valid, file: [pdf] })).toEqual({});
    expect(await schemaErrors(mohDocumentFormSchema, { ...valid, title: '' })).toEqual({
      title: 'Title is required',
    });
  });
});
