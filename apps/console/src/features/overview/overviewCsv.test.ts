import { describe, expect, it } from 'vitest';
import { csvFile, toCsv } from './overviewCsv';

describe('toCsv', () => {
  it('writes a header and rows with a BOM and Windows line ends, numbers plainly', () => {
    expect(
      toCsv(
        ['Clinic', 'Patients'],
        [
          ['Clínica São José', 1234],
          ['仁愛診所', 0],
        ],
      ),
    ).toBe('\uFEFFClinic,Patients\r\nClínica São José,1234\r\n仁愛診所,0\r\n');
  });

  it('quotes commas, quotes and line breaks, and neutralises formula-like text', () => {
    expect(toCsv(['a', 'b', 'c'], [['Moved, "far"', 'two\nlines', '=HYPERLINK("x")']])).toBe(
      '\uFEFFa,b,c\r\n"Moved, ""far""","two\nlines","\'=HYPERLINK(""x"")"\r\n',
    );
    expect(toCsv(['n'], [[-5], ['-5']])).toBe("\uFEFFn\r\n-5\r\n'-5\r\n");
  });

  it('makes a CSV file under its name', async () => {
    const file = csvFile('enrolments.csv', ['x'], [[1]]);
    expect(file.fileName).toBe('enrolments.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // The BOM is there (Blob.text() would drop it).
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('x\r\n1\r\n'),
    ]);
  });
});
