import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (readdirSync(sourceDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(sourceDir, file), 'utf8') }));

/*
 * docs/decisions.md "Each confirmation is its asker's own ConfirmDialog": the drawer's "Discard
 * your changes?", a record's status change, Sign out everywhere and clearing the maintenance
 * message each render @org/ui's ConfirmDialog beside what they ask about. A global provider that
 * nothing calls is a second way to ask, and weight on every signed-in page.
 */
describe('confirmations in the console', () => {
  it('mount no global confirm provider and call no useConfirm', () => {
    const global = sourceFiles.filter(({ text }) => /\b(ConfirmProvider|useConfirm)\b/.test(text));
    expect(global.map(({ file }) => file)).toEqual([]);
  });

  it('are ConfirmDialogs of the pieces that ask', () => {
    const askers = sourceFiles
      .filter(({ text }) => /<ConfirmDialog\b/.test(text))
      .map(({ file }) => path.basename(file));
    expect(askers).toEqual(
      expect.arrayContaining([
        'RecordDrawer.tsx',
        'RecordStatusDialog.tsx',
        'SignOutEverywhereSection.tsx',
        'MaintenanceSection.tsx',
      ]),
    );
  });
});
