import { describe, expect, it } from 'vitest';
import { dayOfText, dayText } from './dayText';

describe('dayText and dayOfText', () => {
  it('write a day in the reader’s calendar as yyyy-MM-dd and read it back', () => {
    const day = new Date(2024, 1, 29, 23, 30);
    expect(dayText(day)).toBe('2024-02-29');
    expect(dayOfText('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('read nothing from text that is not a day written so', () => {
    for (const text of ['', '2023-02-29', '2024-13-01', '2024-2-3 ', '29/02/2024']) {
      expect(dayOfText(text), text).toBeNull();
    }
  });
});
