// Benchmark part `moh-download` (run through apps/api/bench/index.ts): a system admin uploads one
// ministry-of-health PDF of just under MOH_DOCUMENT_MAX_BYTES (20 MB), then it is downloaded
// through its signed address (GET …/moh-documents/:id/file-address, then GET /api/v1/files/:id…),
// one download after another and 4 at once, each body read as a stream and discarded (its bytes
// counted: each must be the upload's). Measured: each download's time, and the api's memory
// (measureMemory: from a collected heap, the resident set sampled every 5 ms to its peak). The
// api runs in this process, so that resident set is the api's (plus this small client). Budget
// (the goal): the resident set grows by less than 50 MB: the file is streamed from the
// store, never buffered whole.
import {
  MOH_DOCUMENT_FILE_FIELD,
  MOH_DOCUMENT_MAX_BYTES,
  type MohDocument,
  type SignedFileAddress,
} from '@org/contracts';
import { minimalPdf } from '../src/files/minimalPdf';
import { multipartForm } from '../test/support/forms';
import {
  measureMemory,
  megabytes,
  memoryFigures,
  ms,
  type BenchContext,
  type BenchResult,
} from './support';

const MEMORY_BUDGET_BYTES = 50 * 1024 * 1024;
/** How far under the limit the PDF is: room for nothing to round it over. */
const UNDER_LIMIT_BYTES = 1024;
const CONCURRENT = 4;

/** A valid one-page PDF of exactly `size` bytes: minimalPdf with one very long line of text. */
function paddedPdf(size: number): Buffer {
  const lines = ['Clinic Console bench: a large ministry-of-health document'];
  // The stream's length and the cross-reference offset grow by a few digits with the line: the
  // line is shortened by what the PDF came out over, until it is exact.
  let padding = size - minimalPdf([...lines, '']).length;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const pdf = minimalPdf([...lines, 'x'.repeat(padding)]);
    if (pdf.length === size) return pdf;
    padding -= pdf.length - size;
  }
  throw new Error(`moh-download: no PDF of exactly ${size} bytes`);
}

/** Time of a download and its bytes, counted while the body is read as a stream and discarded. */
interface Download {
  elapsed: number;
  bytes: number;
}

export async function benchMohDownload({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const admin = await api.signIn('admin@clinic.test');
  const size = MOH_DOCUMENT_MAX_BYTES - UNDER_LIMIT_BYTES;
  /** `20 MB`, as the limit is written (MOH_DOCUMENT_MAX_BYTES is 20,000,000). */
  const label = `${Math.round(size / 1_000_000)} MB PDF`;

  const uploadBegun = performance.now();
  const uploaded = await api.request('POST', '/api/v1/moh-documents', {
    token: admin,
    ...multipartForm(
      { title: 'Bench: national guidelines (20 MB)', language: 'en', publishedAt: '2025-01-15' },
      { field: MOH_DOCUMENT_FILE_FIELD, bytes: paddedPdf(size), fileName: 'guidelines.pdf' },
    ),
  });
  if (uploaded.status !== 201) {
    throw new Error(`moh-download: the upload answered ${uploaded.status}: ${uploaded.text}`);
  }
  const document = uploaded.body as unknown as MohDocument;
  if (document.fileSize !== size) {
    throw new Error(`moh-download: stored ${document.fileSize} bytes of ${size}`);
  }
  log(
    `uploaded a ${label} (${size.toLocaleString('en')} bytes) in ${ms(performance.now() - uploadBegun)}`,
  );

  /** A fresh signed address (as the console asks for one per click), then the streamed body. */
  const download = async (): Promise<Download> => {
    const begun = performance.now();
    const address = await api.request('GET', `/api/v1/moh-documents/${document.id}/file-address`, {
      token: admin,
    });
    if (address.status !== 200) throw new Error(`file-address answered ${address.status}`);
    const response = await fetch(
      `${api.baseUrl}${(address.body as unknown as SignedFileAddress).url}`,
    );
    if (response.status !== 200 || !response.body) {
      throw new Error(`moh-download: the file answered ${response.status}`);
    }
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const elapsed = performance.now() - begun;
    if (bytes !== size) throw new Error(`moh-download: downloaded ${bytes} bytes of ${size}`);
    return { elapsed, bytes };
  };
  // One download before measuring: the routes, the store and the client warmed up.
  await download();

  const sequentialRuns = quick ? 3 : 6;
  const concurrentRounds = quick ? 1 : 3;
  const cases = [
    {
      name: `${sequentialRuns} one after another`,
      run: async () => {
        const downloads: Download[] = [];
        for (let run = 0; run < sequentialRuns; run += 1) downloads.push(await download());
        return downloads;
      },
    },
    {
      name: `${CONCURRENT} at once${concurrentRounds > 1 ? `, ${concurrentRounds} rounds` : ''}`,
      run: async () => {
        const downloads: Download[] = [];
        for (let round = 0; round < concurrentRounds; round += 1) {
          downloads.push(
            ...(await Promise.all(Array.from({ length: CONCURRENT }, () => download()))),
          );
        }
        return downloads;
      },
    },
  ];

  const results: BenchResult[] = [];
  for (const each of cases) {
    const begun = performance.now();
    const { result: downloads, memory } = await measureMemory(each.run);
    const wall = performance.now() - begun;
    const times = downloads.map((one) => one.elapsed).sort((a, b) => a - b);
    const total = downloads.reduce((sum, one) => sum + one.bytes, 0);
    const rssGrowth = memory.rssPeak - memory.rssBefore;
    const throughput = `${(total / 1024 / 1024 / (wall / 1000)).toFixed(0)} MB/s`;
    log(
      `download ${each.name}: median ${ms(times[Math.floor(times.length / 2)]!)}, worst ${ms(times.at(-1)!)}, ${throughput}; ${memoryFigures(memory)}`,
    );
    results.push({
      database,
      name: `moh download: ${label}, ${each.name}`,
      figures: `median ${ms(times[Math.floor(times.length / 2)]!)}, worst ${ms(times.at(-1)!)} a download  (${throughput}, n=${times.length})`,
    });
    results.push({
      database,
      name: `moh download: ${label}, ${each.name}, memory`,
      figures: memoryFigures(memory),
      goal: `RSS < +${megabytes(MEMORY_BUDGET_BYTES)}`,
      met: rssGrowth < MEMORY_BUDGET_BYTES,
    });
  }
  return results;
}
