import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './csvFiles';

describe('attachmentFileName', () => {
  it('reads the file name of a content-disposition header, or falls back', () => {
    expect(attachmentFileName('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(attachmentFileName('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(attachmentFileName('attachment', 'x.csv')).toBe('x.csv');
    expect(attachmentFileName(undefined, 'x.csv')).toBe('x.csv');
  });
});
