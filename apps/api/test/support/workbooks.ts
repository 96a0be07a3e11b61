import CFB from 'cfb';
import ExcelJS from 'exceljs';

/** A cell of a built workbook: a value, or a value with its number format (dates, numbers). */
export type WorkbookCell = ExcelJS.CellValue | { value: ExcelJS.CellValue; numFmt: string };

const hasFormat = (cell: WorkbookCell): cell is { value: ExcelJS.CellValue; numFmt: string } =>
  typeof cell === 'object' && cell !== null && 'numFmt' in cell;

/** A tab of a built workbook: its name, its rows from row 1 (`null` leaves a row empty). */
export interface WorkbookTab {
  name: string;
  rows: (WorkbookCell[] | null)[];
  state?: 'visible' | 'hidden';
}

/** An .xlsx file as Excel saves one, built with exceljs: its tabs in order. */
export async function xlsxWithTabs(tabs: readonly WorkbookTab[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const tab of tabs) {
    const sheet = workbook.addWorksheet(tab.name, { state: tab.state ?? 'visible' });
    tab.rows.forEach((row, rowIndex) => {
      row?.forEach((cell, columnIndex) => {
        const target = sheet.getCell(rowIndex + 1, columnIndex + 1);
        if (hasFormat(cell)) {
          target.value = cell.value;
          target.numFmt = cell.numFmt;
        } else target.value = cell;
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An .xlsx file with a tab per entry (Sheet1, Sheet2…), each its rows from row 1. */
export const xlsx = (...sheets: (WorkbookCell[] | null)[][]): Promise<Buffer> =>
  xlsxWithTabs(sheets.map((rows, index) => ({ name: `Sheet${index + 1}`, rows })));

/**
 * What Excel saves for a workbook with a password: an OLE compound file holding the encryption's
 * description and the encrypted package (the contents here are placeholders; their names count).
 */
export function passwordProtectedWorkbook(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.alloc(256, 4));
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(4096, 7));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** An old Excel 97–2003 file (.xls): a compound file with a Workbook stream. */
export function oldExcelWorkbook(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/Workbook', Buffer.alloc(4096, 9));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
