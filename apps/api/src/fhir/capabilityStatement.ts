import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { fhirResourceTypes, searchParametersOf, type FhirResourceType } from './fhirService';
import type { SearchParameter } from './searchParameters';

const parameterTypes: Record<SearchParameter['kind'], 'token' | 'reference' | 'string' | 'date'> = {
  id: 'token',
  reference: 'reference',
  string: 'string',
  boolean: 'token',
  code: 'token',
  date: 'date',
};

const documentation: Partial<Record<string, string>> = {
  _id: 'The resource id; several separated by commas.',
  identifier: 'Our id, with or without its system.',
  name: 'Starts a word of the name; :contains and :exact too.',
  _lastUpdated: 'With the prefixes eq, ne, gt, ge, lt, le, sa and eb.',
};

const resourceOf = (type: FhirResourceType): CapabilityStatementRestResource => ({
  type,
  profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
  interaction: [{ code: 'read' }, { code: 'search-type' }],
  versioning: 'no-version',
  readHistory: false,
  updateCreate: false,
  searchParam: Object.entries(searchParametersOf(type)).map(([name, parameter]) => ({
    name,
    type: parameterTypes[parameter.kind],
    ...(documentation[name] ? { documentation: documentation[name] } : {}),
  })),
});

/**
 * GET /fhir/R4/metadata: exactly what the api does (docs/fhir.md), built from the same table of
 * search parameters the searches read, so that the two cannot differ.
 */
export const capabilityStatement = (options: {
  baseUrl: string;
  date: string;
}): CapabilityStatement => ({
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: options.date,
  publisher: 'Clinic Console',
  kind: 'instance',
  software: { name: 'Clinic Console' },
  implementation: { description: 'Clinic Console FHIR R4 read api', url: options.baseUrl },
  fhirVersion: '4.0.1',
  format: ['json', 'application/fhir+json'],
  rest: [
    {
      mode: 'server',
      documentation:
        'Read-only. Search parameters not listed are ignored with a warning, or refused under Prefer: handling=strict. Pages follow Bundle.link next; _count is at most 100.',
      security: {
        cors: false,
        description:
          'Authorization: Bearer with the signed-in staff member’s ID token; each reads within their own scope.',
      },
      resource: fhirResourceTypes.map(resourceOf),
    },
  ],
});
