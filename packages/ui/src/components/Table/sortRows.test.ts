import { describe, expect, it } from 'vitest';
import { compareCellValues, nextSort, sortRows } from './sortRows';

interface Item {
  name: string | null;
  count?: number;
  seen?: Date;
}

const columns = [{ key: 'name' }, { key: 'count' }, { key: 'seen' }];
const names = (rows: Item[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('sorts text in the order of the language, accents and case aside', () => {
    const rows: Item[] = [{ name: 'zoé' }, { name: 'Émile' }, { name: 'emma' }, { name: 'Bruno' }];
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'ascending' }, 'fr'))).toEqual([
      'Bruno',
      'Émile',
      'emma',
      'zoé',
    ]);
  });

  it('sorts numbers inside text by value ("Room 2" before "Room 10")', () => {
    const rows: Item[] = [{ name: 'Room 10' }, { name: 'Room 2' }, { name: 'Room 1' }];
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'ascending' }, 'en'))).toEqual([
      'Room 1',
      'Room 2',
      'Room 10',
    ]);
  });

  it('sorts numbers and dates by value, descending when asked', () => {
    const rows: Item[] = [
      { name: 'a', count: 9, seen: new Date('2024-03-01') },
      { name: 'b', count: 10, seen: new Date('2023-01-01') },
      { name: 'c', count: 1, seen: new Date('2025-06-30') },
    ];
    expect(names(sortRows(rows, columns, { key: 'count', direction: 'descending' }, 'en'))).toEqual(
      ['b', 'a', 'c'],
    );
    expect(names(sortRows(rows, columns, { key: 'seen', direction: 'ascending' }, 'en'))).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('puts empty values last in both directions', () => {
    const rows: Item[] = [{ name: null }, { name: 'b' }, { name: '' }, { name: 'a' }];
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'ascending' }, 'en'))).toEqual([
      'a',
      'b',
      null,
      '',
    ]);
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'descending' }, 'en'))).toEqual([
      'b',
      'a',
      null,
      '',
    ]);
  });

  it("uses a column's sortValue when it has one", () => {
    const rows: Item[] = [{ name: 'ccc' }, { name: 'a' }, { name: 'bb' }];
    const byLength = [{ key: 'name', sortValue: (row: Item) => row.name?.length }];
    expect(names(sortRows(rows, byLength, { key: 'name', direction: 'ascending' }, 'en'))).toEqual([
      'a',
      'bb',
      'ccc',
    ]);
  });

  it('keeps the given order without a sort or for an unknown column, and never mutates', () => {
    const rows: Item[] = [{ name: 'b' }, { name: 'a' }];
    expect(names(sortRows(rows, columns, null, 'en'))).toEqual(['b', 'a']);
    expect(names(sortRows(rows, columns, { key: 'nope', direction: 'ascending' }, 'en'))).toEqual([
      'b',
      'a',
    ]);
    sortRows(rows, columns, { key: 'name', direction: 'ascending' }, 'en');
    expect(names(rows)).toEqual(['b', 'a']);
  });
});

describe('compareCellValues', () => {
  it('compares mixed values as text', () => {
    const collator = new Intl.Collator('en', { numeric: true });
    expect(compareCellValues('10', 9, collator)).toBeGreaterThan(0);
    expect(compareCellValues(true, false, collator)).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'age')).toEqual({
      key: 'age',
      direction: 'ascending',
    });
  });
});
