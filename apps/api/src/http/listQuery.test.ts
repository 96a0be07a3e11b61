import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError';
import { countryCodeFilter, listSpec, parseListQuery } from './listQuery';

const spec = listSpec({
  sortFields: ['name', 'createdAt'],
  defaultSort: 'name',
  filters: { type: ['CLINIC', 'HOSPITAL'], countryCode: countryCodeFilter },
});

/** The parameters a refusal names, or the parsed query. */
const parse = (query: Record<string, unknown>) => {
  try {
    return parseListQuery(spec, query);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      status: error.statusCode,
      code: error.code,
      paths: (error.errors as { path: string }[]).map((each) => each.path),
    };
  }
};

describe('parseListQuery', () => {
  it('fills in the defaults', () => {
    expect(parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: { field: 'name', descending: false },
      search: null,
      filters: {},
    });
  });

  it('reads every part, - first for descending, and normalises the filters', () => {
    expect(
      parse({
        page: '3',
        pageSize: '100',
        sort: '-createdAt',
        search: '  São  ',
        type: 'HOSPITAL',
        countryCode: 'pt',
        unknown: 'ignored',
      }),
    ).toEqual({
      page: 3,
      pageSize: 100,
      sort: { field: 'createdAt', descending: true },
      search: 'São',
      filters: { type: 'HOSPITAL', countryCode: 'PT' },
    });
  });

  it('refuses each bad parameter by name with 400 VALIDATION_FAILED', () => {
    expect(parse({ page: '0', pageSize: '101', sort: 'email', type: 'clinic' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['page', 'pageSize', 'sort', 'type'],
    });
    for (const [name, value] of [
      ['page', '1.0'],
      ['page', ' 1'],
      ['page', '0x10'],
      ['pageSize', '-5'],
      ['sort', '-'],
      ['sort', 'constructor'],
      ['countryCode', 'PRT'],
      ['page', ['1', '2']],
    ] as const) {
      expect(parse({ [name]: value })).toMatchObject({ status: 400, paths: [name] });
    }
  });

  it('takes a blank parameter as not given', () => {
    expect(parse({ page: '', sort: '', search: ' ', type: '' })).toMatchObject({
      page: 1,
      sort: { field: 'name', descending: false },
      search: null,
      filters: {},
    });
  });
});
