import { describe, expect, it } from 'vitest';
import {
  decodeCsv,
  detectDelimiter,
  neutraliseCell,
  parseCsv,
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
  });
});

describe('parseCsv', () => {
  it('numbers records as a spreadsheet numbers rows', () => {
    expect(parseCsv('h1,h2\r\n"a\r\nb",c\r\n\r\nd,e\r\n')).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['a\r\nb', 'c'] },
      { line: 3, cells: [''] },
      { line: 4, cells: ['d', 'e'] },
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    expect(() => parseCsv('h\n"open\n')).toThrow(UnreadableCsv);
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
