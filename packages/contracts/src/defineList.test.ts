import { describe, expect, it } from 'vitest';
import { readListQuery } from './defineList';
import { auditLogList, clinicList, patientList } from './listDefinitions';

const ID_A = '0d6f4f3a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const ID_B = '9C1E2D3F-4A5B-4C6D-8E7F-001122334455';

describe('readListQuery', () => {
  it('fills in the defaults of an empty query', () => {
    expect(readListQuery(clinicList, {})).toEqual({
      query: {
        page: 1,
        pageSize: 25,
        sort: { field: 'name', descending: false },
        search: null,
        locale: 'en',
        filters: {},
      },
      errors: [],
    });
  });

  it('reads a Fastify query and URLSearchParams alike', () => {
    const fromObject = readListQuery(clinicList, {
      page: '3',
      pageSize: '50',
      sort: '-countryCode',
      search: '  north ',
      locale: 'ar',
      countryCode: 'br',
      type: 'HOSPITAL',
    });
    const fromParams = readListQuery(
      clinicList,
      new URLSearchParams(
        'page=3&pageSize=50&sort=-countryCode&search=%20%20north%20&locale=ar&countryCode=br&type=HOSPITAL',
      ),
    );
    expect(fromObject).toEqual(fromParams);
    expect(fromObject.errors).toEqual([]);
    expect(fromObject.query).toMatchObject({
      page: 3,
      pageSize: 50,
      sort: { field: 'countryCode', descending: true },
      search: 'north',
      locale: 'ar',
      filters: { countryCode: 'BR', type: 'HOSPITAL' },
    });
  });

  it('names every refused parameter and leaves it at its default', () => {
    const { query, errors } = readListQuery(clinicList, {
      page: '0',
      pageSize: '101',
      sort: 'secret',
      search: 'x'.repeat(201),
      locale: 'xx',
      type: 'SHOP',
      countryCode: 'BRA',
      id: 'not-an-id',
    });
    expect(errors.map((error) => error.path)).toEqual([
      'page',
      'pageSize',
      'sort',
      'search',
      'locale',
      'type',
      'countryCode',
      'id',
    ]);
    expect(errors.find((error) => error.path === 'type')?.message).toBe(
      'type must be one of CLINIC, HOSPITAL',
    );
    expect(query).toMatchObject({ page: 1, pageSize: 25, search: null, filters: {} });
  });

  it('refuses a parameter given twice unless its filter is repeatable', () => {
    expect(readListQuery(clinicList, { page: ['1', '2'] }).errors).toEqual([
      { path: 'page', message: 'page must be given once' },
    ]);
    const audit = readListQuery(
      auditLogList,
      new URLSearchParams('action=auth.signedIn&action=auth.signedOut&action=auth.signedIn'),
    );
    expect(audit.errors).toEqual([]);
    expect(audit.query.filters.action).toEqual(['auth.signedIn', 'auth.signedOut']);
  });

  it('reads record ids in lower case, a list of them each once', () => {
    const { query } = readListQuery(clinicList, { id: `${ID_A},${ID_B},${ID_A}` });
    expect(query.filters.id).toEqual([ID_A, ID_B.toLowerCase()]);
    const patients = readListQuery(patientList, { clinicId: ID_B, assignedToMe: 'true' });
    expect(patients.query.filters).toEqual({ clinicId: ID_B.toLowerCase(), assignedToMe: 'true' });
  });

  it('reads a blank part to look for as not given, and checks what no one filter can', () => {
    expect(readListQuery(auditLogList, { actor: '   ' })).toMatchObject({
      query: { filters: {} },
      errors: [],
    });
    const reversed = readListQuery(auditLogList, { from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.errors).toEqual([{ path: 'to', message: 'to must not be before from' }]);
    expect(Object.keys(reversed.query.filters)).toEqual(['from']);
  });

  it('ignores blank and unknown parameters, and search where a list has none', () => {
    const { query, errors } = readListQuery(auditLogList, {
      search: 'anything',
      actor: '',
      whatever: '1',
    });
    expect(errors).toEqual([]);
    expect(query.search).toBeNull();
    expect(query.filters).toEqual({});
  });
});
