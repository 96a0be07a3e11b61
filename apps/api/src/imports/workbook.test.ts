import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsx, xlsxWithTabs } from '../../test/support/workbooks';
import { readWorkbook, SheetNotFound, UnreadableWorkbook } from './workbook';

/** The archive with the unpacked size its central directory declares for `entryName` changed. */
function withDeclaredSize(archive: Buffer, entryName: string, size: number): Buffer {
  const changed = Buffer.from(archive);
  for (let offset = 0; offset < changed.length - 46; offset += 1) {
    if (changed.readUInt32LE(offset) !== 0x02014b50) continue;
    const nameLength = changed.readUInt16LE(offset + 28);
    const name = changed.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === entryName) changed.writeUInt32LE(size, offset + 24);
  }
  return changed;
}

describe('readWorkbook', () => {
  it('gives the first sheet’s filled rows with their row numbers, and stops past the limit', async () => {
    const file = await xlsx([['name'], null, ['A'], ['B'], ['C']], [['other sheet']]);
    expect(await readWorkbook(file, { maxRecords: 10 })).toEqual({
      records: [
        { line: 1, cells: ['name'] },
        { line: 3, cells: ['A'] },
        { line: 4, cells: ['B'] },
        { line: 5, cells: ['C'] },
      ],
      overLimit: false,
      workbook: { sheets: ['Sheet1', 'Sheet2'], sheet: 'Sheet1' },
    });
    expect(await readWorkbook(file, { maxRecords: 2 })).toEqual({
      records: [
        { line: 1, cells: ['name'] },
        { line: 3, cells: ['A'] },
      ],
      overLimit: true,
      workbook: { sheets: ['Sheet1', 'Sheet2'], sheet: 'Sheet1' },
    });
  });

  it('reads a workbook of many tabs, every time', async () => {
    // exceljs's one-pass reader lost the parts at the archive's end whenever it read faster than
    // it could set the sheets aside: nearly always with ten tabs, about one read in a hundred with
    // two (docs/decisions.md "Imports read .xlsx workbooks").
    const otherTabs = Array.from({ length: 9 }, (_, tab) => [[`notes ${tab}`]]);
    const file = await xlsx([['name'], ['A'], ['B']], ...otherTabs);
    for (let read = 0; read < 20; read += 1) {
      expect((await readWorkbook(file, { maxRecords: 10 })).records).toEqual([
        { line: 1, cells: ['name'] },
        { line: 2, cells: ['A'] },
        { line: 3, cells: ['B'] },
      ]);
    }
  });

  it('reads the first tab, whatever the name of the part that holds it', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').getCell('A1').value = 'second tab';
    const data = book.addWorksheet('Clinics');
    data.getCell('A1').value = 'name';
    data.getCell('A2').value = 'first tab';
    // Dragged before the other tab (exceljs's tab order, not in its types): its part stays
    // xl/worksheets/sheet2.xml.
    Object.assign(data, { orderNo: 0 });
    const file = Buffer.from(await book.xlsx.writeBuffer());
    expect((await readWorkbook(file, { maxRecords: 10 })).records).toEqual([
      { line: 1, cells: ['name'] },
      { line: 2, cells: ['first tab'] },
    ]);
  });

  it('reads the tab named, and knows only the tabs a person sees', async () => {
    const file = await xlsxWithTabs([
      { name: 'Notes', rows: [['exported 2024-03-05']] },
      { name: 'Old', rows: [['name'], ['hidden']], state: 'hidden' },
      { name: 'Clínicas', rows: [['name'], ['chosen']] },
    ]);
    expect(await readWorkbook(file, { maxRecords: 10, sheet: 'Clínicas' })).toEqual({
      records: [
        { line: 1, cells: ['name'] },
        { line: 2, cells: ['chosen'] },
      ],
      overLimit: false,
      workbook: { sheets: ['Notes', 'Clínicas'], sheet: 'Clínicas' },
    });
    for (const sheet of ['Old', 'clínicas']) {
      await expect(readWorkbook(file, { maxRecords: 10, sheet })).rejects.toEqual(
        new SheetNotFound(sheet, ['Notes', 'Clínicas']),
      );
    }
  });

  it('refuses a workbook that unpacks to more than the limit, before reading it', async () => {
    const file = await xlsx(
      Array.from({ length: 2_000 }, (_, row) => [`row ${row}`, 'x'.repeat(100)]),
    );
    expect(file.length).toBeLessThan(100_000);
    await expect(readWorkbook(file, { maxRecords: 10, maxUnpackedBytes: 100_000 })).rejects.toEqual(
      new UnreadableWorkbook('too-large'),
    );
    expect((await readWorkbook(file, { maxRecords: 10 })).overLimit).toBe(true);
  });

  it('does not trust the sizes an archive declares', async () => {
    const file = await xlsx(
      Array.from({ length: 2_000 }, (_, row) => [`row ${row}`, 'x'.repeat(100)]),
    );
    const lying = withDeclaredSize(file, 'xl/worksheets/sheet1.xml', 1_000);
    await expect(readWorkbook(lying, { maxRecords: 10 })).rejects.toBeInstanceOf(
      UnreadableWorkbook,
    );
  });
});
