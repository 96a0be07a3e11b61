import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { validateWith } from '../validate';
import { overviewQuerySchema, overviewRangeDays } from './overview';

const read = (query: Record<string, unknown>) => validateWith(overviewQuerySchema, query);
const firstError = async (query: Record<string, unknown>) => {
  const result = await read(query);
  return result.ok ? null : result.errors[0];
};

describe('overviewQuerySchema', () => {
  it('reads a range, an interval and the two record filters', async () => {
    const result = await read({
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'week',
      clinicId: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      programId: '',
    });
    expect(result.ok && result.value).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      interval: 'week',
      clinicId: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      programId: undefined,
    });
  });

  it('groups by month when no interval is given', async () => {
    const result = await read({ from: '2026-01-01', to: '2026-01-01' });
    expect(result.ok && result.value.interval).toBe('month');
  });

  it.each([
    [{ to: '2026-01-01' }, 'from', m.overviewFromRequired],
    [{ from: '2026-01-01' }, 'to', m.overviewToRequired],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from', m.publishedAtInvalid],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to', m.overviewRangeOrder],
    [{ from: '2020-01-01', to: '2026-03-01' }, 'to', m.overviewRangeMax],
    [
      { from: '2026-01-01', to: '2026-01-02', interval: 'day' },
      'interval',
      m.overviewIntervalInvalid,
    ],
    [{ from: '2026-01-01', to: '2026-01-02', clinicId: 'x' }, 'clinicId', m.overviewClinicInvalid],
    [
      { from: '2026-01-01', to: '2026-01-02', programId: '1' },
      'programId',
      m.overviewProgramInvalid,
    ],
  ])('refuses %o on %s', async (query, field, message) => {
    expect(await firstError(query)).toMatchObject({ path: field, message });
  });

  it('counts both ends of a range', () => {
    expect(overviewRangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(overviewRangeDays('2024-01-01', '2024-12-31')).toBe(366);
  });
});
