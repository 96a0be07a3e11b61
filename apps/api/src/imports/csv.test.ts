import { describe, expect, it } from 'vitest';
import {
  decodeCsv,
  detectDelimiter,
  fileKind,
  neutraliseCell,
  readCsv,
  restoreCell,
  UnreadableCsv,
  writeCsv,
} from './csv';

describe('decodeCsv', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    const text = 'name\nClínica São José';
    expect(decodeCsv(Buffer.from(text))).toBe(text);
    expect(decodeCsv(Buffer.from(`\ufeff${text}`))).toBe(text);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsv(Buffer.from('Clínica São José', 'latin1'))).toBe('Clínica São José');
    // 0x80 is €, 0x92 a right quote and 0x96 an en dash in Windows-1252 (not in Latin-1).
    expect(decodeCsv(Buffer.from([0x80, 0x20, 0x92, 0x96, 0x81, 0xe9]))).toBe('€ ’–\u0081é');
  });
});

describe('detectDelimiter', () => {
  it('picks the delimiter of the header line, ignoring quoted text and later lines', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('\n\na;b;"c,d,e"\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('name')).toBe(',');
    expect(detectDelimiter(`${' '.repeat(100_000)}\n a;b`)).toBe(';');
  });
});

describe('readCsv', () => {
  const limits = { maxRecords: 100 };

  it('numbers filled records as a spreadsheet numbers rows, leaving blank ones out', async () => {
    expect(await readCsv('h1,h2\r\n"a\r\nb",c\r\n\r\n ,\r\nd,e\r\n', limits)).toEqual({
      records: [
        { line: 1, cells: ['h1', 'h2'] },
        { line: 2, cells: ['a\r\nb', 'c'] },
        { line: 5, cells: ['d', 'e'] },
      ],
      overLimit: false,
    });
  });

  it('reports an unclosed quote with its line', async () => {
    await expect(readCsv('h\n\n"open\n', limits)).rejects.toMatchObject({
      constructor: UnreadableCsv,
      line: 3,
      reason: 'unclosed-quote',
    });
  });

  it('stops after maxRecords filled records, or as many blank ones', async () => {
    const filled = await readCsv(`h\n${'x\n'.repeat(5000)}`, limits);
    expect(filled.overLimit).toBe(true);
    expect(filled.records).toHaveLength(100);
    expect((await readCsv(`h\n${',\n'.repeat(5000)}x\n`, limits)).overLimit).toBe(true);
    expect((await readCsv(`h\n${'\n'.repeat(5000)}x\n`, limits)).records).toEqual([
      { line: 1, cells: ['h'] },
      { line: 5002, cells: ['x'] },
    ]);
  });

  it('lets timers run while it reads a large file', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      await readCsv(`name,type\n${'\n'.repeat(1_000_000)}`, { maxRecords: 10 });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('formula cells (OWASP CSV injection)', () => {
  it('neutralises cells that begin with = + - @ tab or carriage return, and restores them', () => {
    for (const cell of ['=1+2', '+351 21', '-3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(restoreCell(neutraliseCell(cell))).toBe(cell);
    }
    expect(neutraliseCell("St Thomas'")).toBe("St Thomas'");
    expect(restoreCell("'plain")).toBe("'plain");
  });

  it('writes every cell neutralised, with a BOM and CRLF', () => {
    expect(
      writeCsv([
        ['name', 'phone'],
        ['=cmd', '+44 20'],
      ]),
    ).toBe("\ufeffname,phone\r\n'=cmd,'+44 20\r\n");
  });
});

describe('fileKind', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => Buffer.from(part as string)));

  it('tells text, empty files, workbooks and other binary files apart', () => {
    expect(fileKind(bytes('name,type\r\nA,CLINIC\r\n'))).toBe('text');
    expect(fileKind(bytes([0xff, 0xfe], 'n\u0000a\u0000'))).toBe('text');
    expect(fileKind(bytes(''))).toBe('empty');
    expect(fileKind(bytes([0xef, 0xbb, 0xbf], ' \r\n\t'))).toBe('empty');
    expect(fileKind(bytes([0x50, 0x4b, 0x03, 0x04], 'rest'))).toBe('workbook');
    expect(fileKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('workbook');
    expect(fileKind(bytes([0x89, 0x50, 0x4e, 0x47], 'rest'))).toBe('binary');
    expect(fileKind(bytes('%PDF-1.7'))).toBe('binary');
    expect(fileKind(bytes('name\r\n', Array(50).fill(0)))).toBe('binary');
  });

  it('leaves a file with one stray NUL to the cell check', () => {
    expect(fileKind(bytes('name,type\r\nNul\u0000Clinic,CLINIC\r\n'))).toBe('text');
  });
});

describe('decodeCsv of UTF-16', () => {
  it('reads UTF-16 with its byte order mark, as Excel saves "Unicode text"', () => {
    const text = 'name\tcountry\r\nSão José\tPT\r\n';
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeCsv(littleEndian)).toBe(text);
  });
});
