import { randomUUID } from 'node:crypto';
import {
  auditLogList,
  clinicList,
  knowledgeCheckAttemptList,
  knowledgeCheckList,
  mohDocumentList,
  duplicatePairList,
  patientList,
  programList,
  readListQuery,
  staffUserList,
  supportedLocales,
  trainingModuleList,
  type FilterRule,
  type ListDefinition,
  type Page,
} from '@org/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDemoPeople } from './support/demoPeople';

/**
 * Every list of the api refuses what its one declaration (packages/contracts/src/
 * listDefinitions.ts) refuses, in the declaration's words: an unknown sort, a bad page or page
 * size, a language it does not know, a search too long, and each filter's bad value. The expected
 * answer is what `readListQuery` says of the same parameters, so a list whose route read its
 * query some other way would fail here. What the declaration takes, the list answers (200).
 */

const signedIn = withDemoPeople();

/** The nine lists: each declaration, its address (and its export's, where it has one). */
const lists: {
  name: string;
  definition: ListDefinition;
  url: () => string;
  exportUrl?: () => string;
}[] = [
  {
    name: 'clinics',
    definition: clinicList,
    url: () => '/api/v1/clinics',
    exportUrl: () => '/api/v1/clinics/export',
  },
  {
    name: 'users',
    definition: staffUserList,
    url: () => '/api/v1/users',
    exportUrl: () => '/api/v1/users/export',
  },
  { name: 'programs', definition: programList, url: () => '/api/v1/programs' },
  {
    name: 'possible duplicates',
    definition: duplicatePairList,
    url: () => '/api/v1/patient-duplicates',
  },
  {
    name: 'patients',
    definition: patientList,
    url: () => '/api/v1/patients',
    exportUrl: () => '/api/v1/patients/export',
  },
  { name: 'moh documents', definition: mohDocumentList, url: () => '/api/v1/moh-documents' },
  {
    name: 'training modules',
    definition: trainingModuleList,
    url: () => '/api/v1/training-modules',
  },
  {
    name: 'knowledge checks',
    definition: knowledgeCheckList,
    url: () => '/api/v1/knowledge-checks',
  },
  {
    name: 'check attempts',
    definition: knowledgeCheckAttemptList,
    url: () => `/api/v1/knowledge-checks/${checkId}/attempts`,
    exportUrl: () => `/api/v1/knowledge-checks/${checkId}/attempts/export`,
  },
  {
    name: 'audit log',
    definition: auditLogList,
    url: () => '/api/v1/audit-log',
    exportUrl: () => '/api/v1/audit-log/export',
  },
];

/** A value each kind of filter rule refuses. */
const refusedValue: Record<FilterRule['kind'], string> = {
  oneOf: 'NOT_ONE_OF_THEM',
  recordId: 'not-a-record-id',
  recordIds: `${randomUUID()},not-a-record-id`,
  countryCode: 'PRT',
  text: 'x'.repeat(201),
  flag: 'maybe',
  instant: 'yesterday',
};

/** Values each kind of filter rule takes. */
const takenValues = (rule: FilterRule<unknown>): string[] => {
  switch (rule.kind) {
    case 'oneOf':
      return [...(rule.values ?? [])];
    case 'recordId':
      return [randomUUID().toUpperCase()];
    case 'recordIds':
      return [`${randomUUID()},${randomUUID()}`];
    case 'countryCode':
      return ['pt', 'AE'];
    case 'text':
      return ['Clinic'];
    case 'flag':
      return ['true', 'false'];
    case 'instant':
      return ['2026-01-31', '2026-01-31T08:00:00+02:00'];
  }
};

/** The queries a list must refuse, derived from its declaration. */
const refusedQueries = (definition: ListDefinition): string[] => [
  'page=0',
  'page=1.5',
  'pageSize=101',
  'page=1&page=2',
  'sort=__unknown__',
  `sort=--${definition.sortFields[0]}`,
  'locale=xx',
  'locale=EN',
  ...(definition.searchable ? [`search=${'x'.repeat(201)}`, 'search=%00'] : []),
  ...Object.entries(definition.filters).map(
    ([name, rule]) => `${name}=${encodeURIComponent(refusedValue[rule.kind])}`,
  ),
  // Everything at once: every refusal named, in the declaration's order.
  [
    'page=0',
    'sort=x',
    'locale=xx',
    ...Object.entries(definition.filters).map(
      ([name, rule]) => `${name}=${encodeURIComponent(refusedValue[rule.kind])}`,
    ),
  ].join('&'),
];

let checkId: string;

beforeAll(async () => {
  const checks = await signedIn.call('admin', 'GET', '/api/v1/knowledge-checks?pageSize=1');
  checkId = (checks.body as unknown as Page<{ id: string }>).items[0]!.id;
});

const get = (url: string) => signedIn.call('admin', 'GET', url);

describe.each(lists)('the $name list', ({ definition, url, exportUrl }) => {
  it('refuses, in its declaration’s words, what its declaration refuses', async () => {
    for (const query of refusedQueries(definition)) {
      const { errors } = readListQuery(definition, new URLSearchParams(query));
      expect(errors.length, query).toBeGreaterThan(0);
      const expected = {
        status: 400,
        body: { message: errors[0]!.message, code: 'VALIDATION_FAILED', errors },
      };
      const answer = await get(`${url()}?${query}`);
      expect({ query, status: answer.status, body: answer.body }).toEqual({ query, ...expected });
      if (exportUrl) {
        const exported = await get(`${exportUrl()}?${query}`);
        expect({ query, status: exported.status, body: exported.body }).toEqual({
          query,
          ...expected,
        });
      }
    }
  });

  it('takes every value its declaration takes, every sort both ways, in every language', async () => {
    const queries = [
      '',
      ...Object.entries(definition.filters).flatMap(([name, rule]) =>
        takenValues(rule).map((value) => `${name}=${encodeURIComponent(value)}`),
      ),
      ...definition.sortFields.flatMap((field, index) => {
        const locale = supportedLocales[index % supportedLocales.length]!;
        return [`sort=${field}&locale=${locale}`, `sort=-${field}&locale=${locale}&pageSize=3`];
      }),
      ...(definition.searchable ? ['search=%20a%20'] : []),
    ];
    for (const query of queries) {
      const answer = await get(`${url()}?${query}`);
      expect({ query, status: answer.status }, answer.text).toEqual({ query, status: 200 });
      const page = answer.body as unknown as Page<unknown>;
      expect(page.items.length, query).toBeLessThanOrEqual(page.pageSize);
    }
  });
});

describe('the audit log', () => {
  it('refuses a range that ends before it starts, as its declaration checks it', async () => {
    const query = 'from=2026-03-02&to=2026-03-01';
    const { errors } = readListQuery(auditLogList, new URLSearchParams(query));
    expect(errors).toEqual([{ path: 'to', message: 'to must not be before from' }]);
    expect((await get(`/api/v1/audit-log?${query}`)).body).toEqual({
      message: 'to must not be before from',
      code: 'VALIDATION_FAILED',
      errors,
    });
  });
});
