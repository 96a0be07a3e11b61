import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@org/forms';
import { defaultOverviewRange, readOverviewFilters, withOverviewFilter } from './overviewFilters';

const today = new Date('2026-11-29T10:00:00Z');
const read = (search: string) => readOverviewFilters(new URLSearchParams(search), today);

describe('the overview filters in the address', () => {
  it('defaults to the last twelve months by month', () => {
    expect(defaultOverviewRange(today)).toEqual({ from: '2025-12-01', to: '2026-11-29' });
    expect(read('')).toEqual({
      params: { from: '2025-12-01', to: '2026-11-29', interval: 'month' },
      errors: {},
    });
  });

  it('reads every filter the schema accepts', () => {
    const clinicId = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    expect(read(`from=2024-01-01&to=2024-06-30&interval=week&clinicId=${clinicId}`).params).toEqual(
      {
        from: '2024-01-01',
        to: '2024-06-30',
        interval: 'week',
        clinicId,
      },
    );
  });

  it('says what is wrong with the dates, and leaves out an interval or id it refuses', () => {
    expect(read('from=2024-06-30&to=2024-01-01&interval=year&programId=nope')).toEqual({
      params: { from: '2024-06-30', to: '2024-01-01', interval: 'month' },
      errors: { to: m.overviewRangeOrder },
    });
    expect(read('from=2024-02-31').errors).toEqual({ from: m.publishedAtInvalid });
  });

  it('writes only what differs from the defaults', () => {
    const search = new URLSearchParams('from=2024-01-01');
    expect(withOverviewFilter(search, 'interval', 'week', today).toString()).toBe(
      'from=2024-01-01&interval=week',
    );
    expect(withOverviewFilter(search, 'interval', 'month', today).toString()).toBe(
      'from=2024-01-01',
    );
    expect(withOverviewFilter(search, 'from', '2025-12-01', today).toString()).toBe('');
  });
});
