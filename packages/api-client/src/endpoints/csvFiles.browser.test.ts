import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { createApiClient } from '../http/createApiClient';
import { downloadCsv, uploadCsv } from './csvFiles';

// In a real browser (XMLHttpRequest, Blob, FormData), against a real HTTP server: docs/product.md §13.2.
describe('CSV files through the api client', () => {
  const client = createApiClient();

  it('downloads a CSV as a Blob under the name the server suggests', async () => {
    const { blob, fileName } = await downloadCsv(client, '/api/test/csv', 'fallback.csv', {
      status: 'ACTIVE',
    });
    expect(fileName).toBe('clinics.csv');
    expect(await blob.text()).toBe(`name\r\n'=cmd\r\n`);
  });

  it('reads the JSON error of a request that asked for a Blob', async () => {
    const failure = await downloadCsv(client, '/api/test/csv-refused', 'x.csv').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Refused in JSON' });
  });

  it('sends the file as multipart `file`, with dryRun in the query, and reports progress', async () => {
    const progress: number[] = [];
    const received = (await uploadCsv(client, '/api/test/echo', new File(['name\n'], 'mine.csv'), {
      dryRun: true,
      onProgress: (sent) => progress.push(sent),
    })) as unknown as { url: string; headers: Record<string, string>; body: string };
    expect(received.url).toBe('/api/test/echo?dryRun=true');
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body).toContain('name="file"; filename="mine.csv"');
    expect(progress.at(-1)).toBe(1);
  });

  it("keeps an import's line errors", async () => {
    const failure = await uploadCsv(client, '/api/test/import-invalid', new Blob(['name\n'])).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'IMPORT_INVALID',
      rowErrors: [{ line: 3, column: 'name', message: 'Clinic name is required' }],
      fieldErrors: [],
    });
  });
});
