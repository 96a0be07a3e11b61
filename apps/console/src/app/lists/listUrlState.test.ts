import { countryCode, defineList, oneOf } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import { listParamsOf, readListUrl, writeListUrl } from './listUrlState';

const spec = defineList({
  sortFields: ['name', 'createdAt'],
  defaultSort: 'name',
  searchable: true,
  filters: { status: oneOf(['ACTIVE', 'INACTIVE']), countryCode },
});

const read = (query: string) => readListUrl(spec, new URLSearchParams(query));

describe('readListUrl', () => {
  it('fills in the defaults when the address says nothing', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 25, sort: 'name', search: '', filters: {} });
  });

  it('reads every part the list keeps', () => {
    expect(
      read('search=+lisboa+&status=INACTIVE&countryCode=PT&sort=-createdAt&page=3&pageSize=50'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-createdAt',
      search: 'lisboa',
      filters: { status: 'INACTIVE', countryCode: 'PT' },
    });
  });

  it('drops what the list does not allow instead of failing', () => {
    expect(read('sort=-password&page=0&pageSize=101&status=DELETED&countryCode=PRT')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'name',
      search: '',
      filters: {},
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=99999999').page).toBe(1);
  });

  it('cuts a search longer than the api takes', () => {
    expect(read(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('writeListUrl', () => {
  it('writes only what differs from the defaults, in a stable order, keeping other parameters', () => {
    const current = new URLSearchParams('tab=x&page=4');
    const next = writeListUrl(
      spec,
      {
        page: 2,
        pageSize: 25,
        sort: '-name',
        search: 'Hôpital',
        filters: { countryCode: 'FR', status: 'ACTIVE' },
      },
      current,
    );
    expect(next.toString()).toBe(
      'tab=x&search=H%C3%B4pital&status=ACTIVE&countryCode=FR&sort=-name&page=2',
    );
  });

  it('round-trips through the address', () => {
    const state = read('search=a&status=ACTIVE&sort=createdAt&page=2&pageSize=10');
    expect(read(writeListUrl(spec, state, new URLSearchParams()).toString())).toEqual(state);
  });
});

describe('listParamsOf', () => {
  it('gives the api the same names, leaving out an empty search', () => {
    expect(listParamsOf(read('status=ACTIVE&page=2'))).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'name',
      status: 'ACTIVE',
    });
    expect(listParamsOf(read('search=x')).search).toBe('x');
  });
});
