// The built console as the api serves it (CONSOLE_DIR): precompressed files chosen by
// Accept-Encoding, a year's immutable caching for hashed assets, revalidation for everything else.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;
let consoleDir: string;

const indexHtml = `<!doctype html><html lang="en"><head><title>Clinic Console</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const mainChunk = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HASHED_ASSET = '/assets/index-Ab12Cd34.js';

/** A file and, as the console's build writes them, its brotli and gzip versions beside it. */
async function writeWithCompressed(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/** A GET with raw bytes back: fetch would undo the content encoding. */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${api.baseUrl}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), 'clinic-console-dist-'));
  await writeWithCompressed(path.join(consoleDir, 'index.html'), indexHtml);
  await writeWithCompressed(path.join(consoleDir, HASHED_ASSET), mainChunk);
  await mkdir(path.join(consoleDir, 'images'));
  await writeFile(
    path.join(consoleDir, 'images/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(path.join(consoleDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await mkdir(path.join(consoleDir, '.vite'));
  await writeFile(path.join(consoleDir, '.vite/manifest.json'), '{}');
  await writeFile(path.join(consoleDir, '.inputs-hash'), 'abc\n');
  api = await startTestApi({ env: { CONSOLE_DIR: consoleDir } });
});
afterAll(async () => {
  await api?.close();
  await rm(consoleDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are brotli when the browser accepts it (as Chromium asks), cached for a year, immutable', async () => {
    const response = await get(HASHED_ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(mainChunk);
    expect(response.body.length).toBeLessThan(mainChunk.length / 10);
  });

  it('are gzip when only gzip is accepted', async () => {
    const response = await get(HASHED_ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.body).toString()).toBe(mainChunk);
  });

  it('are sent as they are (identity) without Accept-Encoding, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(HASHED_ASSET, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(mainChunk);
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('are 404 when missing (an old hash), not the page', async () => {
    const response = await get('/assets/index-Gone0000.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});

describe('index.html and client routes', () => {
  it.each(['/', '/login', '/clinics/3f1c', '/index.html'])(
    '%s is the page, compressed, revalidated on every use (no-cache), with the CSP',
    async (urlPath) => {
      const response = await get(urlPath, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('is the page, uncompressed, for a client that accepts no encoding', async () => {
    const response = await get('/login');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('other files', () => {
  it('public files with fixed names are revalidated, never immutable', async () => {
    for (const urlPath of ['/images/logo.svg', '/robots.txt']) {
      const response = await get(urlPath, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
    }
  });

  it('the build manifest and stamp are not served', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    // A name without an extension is a client route: the page, not the stamp.
    expect((await get('/.inputs-hash')).body.toString()).toBe(indexHtml);
  });

  it('an unknown api address is a 404 answer, not the page', async () => {
    const response = await get('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
