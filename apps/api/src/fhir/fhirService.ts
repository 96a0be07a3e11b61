import type { Resource } from '@medplum/fhirtypes';
import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { roleMay } from '@org/contracts';
import type { Database } from '../db/database';
import { uuidArray } from '../db/arrayParams';
import { clinics, patientHistory, patients, userClinics, users } from '../db/schema';
import { likePattern } from '../db/search';
import { notFound } from '../http/HttpError';
import { isUuid } from '../http/routeParams';
import { memberClinicIds, seesEveryClinic, type Viewer } from '../services/clinicScope';
import { mergedAwayInto, mergedInto, PatientMerged } from '../services/duplicateService';
import { readEnrolments } from '../services/patientRecords';
import { patientScopeOf } from '../services/patientScope';
import { phoneNumberOf } from '../services/phoneColumns';
import { identifierSystems } from './codeSystems';
import {
  careTeamStatuses,
  episodeStatuses,
  parsePractitionerRoleId,
  toCareTeam,
  toEpisodeOfCare,
  toOrganization,
  toPatient,
  toPractitioner,
  toPractitionerRole,
  type EnrolmentRow,
} from './resources';
import {
  invalidSearch,
  parseSearch,
  type SearchParameter,
  type StringMatch,
} from './searchParameters';

/**
 * The FHIR R4 read api's reads (docs/fhir.md): each resource type's rows, conditions and scope
 * in SQL. Every search and read applies the same scope as the console (services/clinicScope.ts,
 * services/patientScope.ts): a record outside it is in no Bundle, and reading it is the same 404
 * as a missing one; a merged-away patient is in no Bundle either. Pages are read by id after the last one (`_cursor`), never counted.
 */

export const fhirResourceTypes = [
  'Organization',
  'Practitioner',
  'PractitionerRole',
  'Patient',
  'EpisodeOfCare',
  'CareTeam',
] as const;
export type FhirResourceType = (typeof fhirResourceTypes)[number];

/** The resource types whose reads are patient data (audited as the console's patient reads). */
export const patientResourceTypes: readonly FhirResourceType[] = [
  'Patient',
  'EpisodeOfCare',
  'CareTeam',
];

interface ResourceKind {
  /** The supported search parameters but `_count`, `_cursor`, `_format` and `_pretty`. */
  parameters: Record<string, SearchParameter>;
  /** The rows the viewer may read (undefined: every row), and any condition every row meets. */
  scope(viewer: Viewer): SQL | undefined;
  /** The row of an id; null when the id is none we hand out. */
  byId(id: string): SQL | null;
  /** The rows after the cursor (the last id of the page before); null for a malformed one. */
  after(cursor: string): SQL | null;
  /** Up to `limit` resources meeting `where`, by id, as `viewer` may see them. */
  read(db: Database, where: SQL | undefined, limit: number, viewer: Viewer): Promise<Resource[]>;
}

/** `name` as FHIR's string search reads it, on a name column (and a trigram-indexed one). */
const nameCondition = (
  column: AnyColumn,
  text: string,
  match: StringMatch,
  searchText?: AnyColumn,
): SQL => {
  if (match === 'exact') return eq(column, text);
  const contains = ilike(column, likePattern(text));
  if (match === 'contains') return contains;
  const escaped = likePattern(text).slice(1, -1);
  // Starts the name or one of its words (FHIR's default: "starts with", for any part of a name).
  const starts = or(ilike(column, `${escaped}%`), ilike(column, `% ${escaped}%`))!;
  // The lower-cased search column's trigram index finds the candidates first.
  return searchText && text.length >= 3
    ? and(sql`${searchText} like lower(${likePattern(text)})`, starts)!
    : starts;
};

const inIds = (column: AnyColumn) => (ids: string[]) => sql`${column} = any(${uuidArray(ids)})`;
const idAfter = (column: AnyColumn) => (cursor: string) =>
  isUuid(cursor) ? sql`${column} > ${cursor.toLowerCase()}::uuid` : null;
const idIs = (column: AnyColumn) => (id: string) =>
  isUuid(id) ? sql`${column} = ${id.toLowerCase()}::uuid` : null;

const clinicScope = (viewer: Viewer): SQL | undefined =>
  seesEveryClinic(viewer) ? undefined : sql`${clinics.id} = any(${memberClinicIds(viewer)})`;

const organizations: ResourceKind = {
  parameters: {
    _id: { kind: 'id', where: inIds(clinics.id) },
    identifier: {
      kind: 'id',
      identifierSystem: identifierSystems.clinic,
      where: inIds(clinics.id),
    },
    name: {
      kind: 'string',
      where: (text, match) => nameCondition(clinics.name, text, match, clinics.searchText),
    },
    active: {
      kind: 'boolean',
      where: (active) => eq(clinics.status, active ? 'ACTIVE' : 'INACTIVE'),
    },
    _lastUpdated: { kind: 'date', column: sql`${clinics.updatedAt}` },
  },
  scope: clinicScope,
  byId: idIs(clinics.id),
  after: idAfter(clinics.id),
  async read(db, where, limit) {
    const rows = await db
      .select({
        id: clinics.id,
        name: clinics.name,
        type: clinics.type,
        address: clinics.address,
        callingCode: clinics.callingCode,
        localPhoneNumber: clinics.localPhoneNumber,
        email: clinics.email,
        countryCode: clinics.countryCode,
        status: clinics.status,
        updatedAt: clinics.updatedAt,
      })
      .from(clinics)
      .where(where)
      .orderBy(clinics.id)
      .limit(limit);
    return rows.map((row) => toOrganization({ ...row, phone: phoneNumberOf(row) }));
  },
};

/**
 * Staff a viewer may read: everyone for a system admin; otherwise themselves and the staff of
 * their clinics (the people a manager assigns, a doctor's nurse), as the console shows them.
 */
const staffScope = (viewer: Viewer): SQL | undefined =>
  seesEveryClinic(viewer)
    ? undefined
    : or(
        eq(users.id, viewer.id),
        sql`exists (select 1 from ${userClinics} where ${userClinics.userId} = ${users.id} and ${userClinics.clinicId} = any(${memberClinicIds(viewer)}))`,
      );

const practitioners: ResourceKind = {
  parameters: {
    _id: { kind: 'id', where: inIds(users.id) },
    identifier: { kind: 'id', identifierSystem: identifierSystems.staff, where: inIds(users.id) },
    name: {
      kind: 'string',
      where: (text, match) => nameCondition(users.fullName, text, match, users.searchText),
    },
    active: {
      kind: 'boolean',
      where: (active) => eq(users.status, active ? 'ACTIVE' : 'INACTIVE'),
    },
    _lastUpdated: { kind: 'date', column: sql`${users.updatedAt}` },
  },
  scope: staffScope,
  byId: idIs(users.id),
  after: idAfter(users.id),
  async read(db, where, limit, viewer) {
    const rows = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        callingCode: users.callingCode,
        localPhoneNumber: users.localPhoneNumber,
        address: users.address,
        status: users.status,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(where)
      .orderBy(users.id)
      .limit(limit);
    // Staff contact details are the staff admins' (users:manage), as in the console, and one's own.
    const seesContacts = roleMay(viewer.role, 'users:manage');
    return rows.map((row) =>
      toPractitioner(
        { ...row, phone: phoneNumberOf(row) },
        { contact: seesContacts || row.id === viewer.id },
      ),
    );
  },
};

/** A staff member's membership of a clinic (or, without one, their role alone). */
const NO_CLINIC = '00000000-0000-0000-0000-000000000000';
const roleClinicKey = sql`coalesce(${userClinics.clinicId}, ${NO_CLINIC}::uuid)`;
const roleUpdatedAt = sql`greatest(${users.updatedAt}, ${userClinics.createdAt})`;

const roleIs = (id: string): SQL | null => {
  const parsed = parsePractitionerRoleId(id);
  if (!parsed) return null;
  return sql`(${users.id} = ${parsed.userId}::uuid and ${roleClinicKey} = ${parsed.clinicId ?? NO_CLINIC}::uuid)`;
};

const practitionerRoles: ResourceKind = {
  parameters: {
    _id: {
      kind: 'id',
      accepts: (id) => parsePractitionerRoleId(id) !== null,
      where: (ids) =>
        sql`(${sql.join(
          ids.map((id) => roleIs(id)!),
          sql` or `,
        )})`,
    },
    practitioner: { kind: 'reference', target: 'Practitioner', where: inIds(users.id) },
    organization: { kind: 'reference', target: 'Organization', where: inIds(userClinics.clinicId) },
    active: {
      kind: 'boolean',
      where: (active) => {
        const isActive = sql`(${users.status} = 'ACTIVE' and coalesce(${clinics.status}, 'ACTIVE') = 'ACTIVE')`;
        return active ? isActive : sql`not ${isActive}`;
      },
    },
    _lastUpdated: { kind: 'date', column: roleUpdatedAt },
  },
  // A member of another clinic is no concern of theirs: only memberships of their own clinics.
  scope: (viewer) =>
    seesEveryClinic(viewer)
      ? undefined
      : sql`${userClinics.clinicId} = any(${memberClinicIds(viewer)})`,
  byId: roleIs,
  after: (cursor) => {
    const parsed = parsePractitionerRoleId(cursor);
    if (!parsed) return null;
    return sql`(${users.id}, ${roleClinicKey}) > (${parsed.userId}::uuid, ${parsed.clinicId ?? NO_CLINIC}::uuid)`;
  },
  async read(db, where, limit) {
    const rows = await db
      .select({
        userId: users.id,
        fullName: users.fullName,
        role: users.role,
        userStatus: users.status,
        clinicId: userClinics.clinicId,
        clinicName: clinics.name,
        clinicStatus: clinics.status,
        updatedAt: sql`${roleUpdatedAt}`.mapWith(users.updatedAt),
      })
      .from(users)
      .leftJoin(userClinics, eq(userClinics.userId, users.id))
      .leftJoin(clinics, eq(clinics.id, userClinics.clinicId))
      .where(where)
      .orderBy(users.id, roleClinicKey)
      .limit(limit);
    return rows.map(toPractitionerRole);
  },
};

/** When an enrolment last changed: every write of a patient adds a history row in its transaction. */
const enrolmentUpdatedAt = sql`greatest(${patients.enrolledAt}, ${patients.statusChangedAt}, (select max(${patientHistory.at}) from ${patientHistory} where ${patientHistory.patientId} = ${patients.id}))`;

/** Enrolments (rows of `patients`) as one resource type: their ids, then readEnrolments. */
const enrolmentKind = (
  toResource: (row: EnrolmentRow) => Resource,
  parameters: Record<string, SearchParameter>,
  { condition, replaces = false }: { condition?: SQL; replaces?: boolean } = {},
): ResourceKind => ({
  parameters: { ...parameters, _lastUpdated: { kind: 'date', column: enrolmentUpdatedAt } },
  scope: (viewer) => and(patientScopeOf(viewer), condition),
  byId: idIs(patients.id),
  after: idAfter(patients.id),
  async read(db, where, limit, viewer) {
    const rows = await db
      .select({
        id: patients.id,
        lastUpdated: sql`${enrolmentUpdatedAt}`.mapWith(patients.enrolledAt),
      })
      .from(patients)
      .where(where)
      .orderBy(patients.id)
      .limit(limit);
    const ids = rows.map((row) => row.id);
    const enrolments = await readEnrolments(db, ids);
    const lastUpdated = new Map(rows.map((row) => [row.id, row.lastUpdated]));
    const replaced = replaces ? await mergedAwayInto(db, viewer, ids) : new Map<string, string[]>();
    return enrolments.map((enrolment) =>
      toResource({
        ...enrolment,
        lastUpdated: lastUpdated.get(enrolment.id)!,
        replaces: replaced.get(enrolment.id),
      }),
    );
  },
});

const patientIdParameters = (identifier: boolean): Record<string, SearchParameter> => ({
  _id: { kind: 'id', where: inIds(patients.id) },
  ...(identifier
    ? {
        identifier: {
          kind: 'id',
          identifierSystem: identifierSystems.patient,
          where: inIds(patients.id),
        },
      }
    : {}),
});

const byClinic: SearchParameter = {
  kind: 'reference',
  target: 'Organization',
  where: inIds(patients.clinicId),
};
const byPatient: SearchParameter = {
  kind: 'reference',
  target: 'Patient',
  where: inIds(patients.id),
};

/** The enrolment statuses a status code of `statuses` stands for. */
const statusesOf = <Code extends string>(statuses: Record<string, Code>, codes: string[]) =>
  Object.entries(statuses)
    .filter(([, code]) => codes.includes(code))
    .map(([status]) => status);

const statusCondition = (statuses: Record<string, string>) => (codes: string[]) =>
  sql`${patients.status} = any(${sql.param(statusesOf(statuses, codes))}::text[])`;

const kinds: Record<FhirResourceType, ResourceKind> = {
  Organization: organizations,
  Practitioner: practitioners,
  PractitionerRole: practitionerRoles,
  Patient: enrolmentKind(
    toPatient,
    {
      ...patientIdParameters(true),
      name: {
        kind: 'string',
        where: (text, match) => nameCondition(patients.fullName, text, match, patients.searchText),
      },
      organization: byClinic,
      active: {
        kind: 'boolean',
        where: (active) =>
          active ? eq(patients.status, 'ENROLLED') : sql`${patients.status} <> 'ENROLLED'`,
      },
    },
    { replaces: true },
  ),
  EpisodeOfCare: enrolmentKind(toEpisodeOfCare, {
    ...patientIdParameters(true),
    organization: byClinic,
    patient: byPatient,
    status: {
      kind: 'code',
      codes: [...new Set(Object.values(episodeStatuses))] as string[],
      where: statusCondition(episodeStatuses as Record<string, string>),
    },
  }),
  CareTeam: enrolmentKind(
    toCareTeam,
    {
      ...patientIdParameters(false),
      patient: byPatient,
      subject: byPatient,
      status: {
        kind: 'code',
        codes: [...new Set(Object.values(careTeamStatuses))],
        where: statusCondition(careTeamStatuses),
      },
    },
    // An enrolment has a care team once it has a doctor or a nurse.
    { condition: sql`(${patients.doctorId} is not null or ${patients.nurseId} is not null)` },
  ),
};

/** The search parameters a resource type supports (the CapabilityStatement lists them). */
export const searchParametersOf = (type: FhirResourceType) => kinds[type].parameters;

export interface SearchResult {
  resources: Resource[];
  /** The `_cursor` of the next page, or null on the last one. */
  next: string | null;
  /** Parameters the resource type does not support. */
  unknown: string[];
  count: number;
}

export function createFhirService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** One page of a search, in the viewer's scope (the caller decides about `unknown`). */
    async search(
      viewer: Viewer,
      type: FhirResourceType,
      query: Record<string, string | string[] | undefined>,
    ): Promise<SearchResult> {
      const kind = kinds[type];
      const search = parseSearch(query, kind.parameters);
      const after = search.cursor === null ? undefined : kind.after(search.cursor);
      if (after === null) throw invalidSearch('_cursor names no page of this search.');
      const resources = await kind.read(
        db,
        and(kind.scope(viewer), ...search.conditions, after),
        search.count + 1,
        viewer,
      );
      const more = resources.length > search.count;
      const page = more ? resources.slice(0, search.count) : resources;
      return {
        resources: page,
        next: more ? (page.at(-1)!.id ?? null) : null,
        unknown: search.unknown,
        count: search.count,
      };
    },

    /**
     * The resource, if the viewer may read it; else 404, the same for a missing one. A merged-away
     * patient's Patient, EpisodeOfCare or CareTeam is 410 Gone naming the Patient it was merged
     * into, as the console's api answers, to whoever may read both records (docs/fhir.md).
     */
    async read(viewer: Viewer, type: FhirResourceType, id: string): Promise<Resource> {
      const kind = kinds[type];
      const condition = kind.byId(id);
      const [resource] = condition
        ? await kind.read(db, and(kind.scope(viewer), condition), 1, viewer)
        : [];
      if (resource) return resource;
      if (condition && patientResourceTypes.includes(type)) {
        const survivor = await mergedInto(db, viewer, id.toLowerCase());
        if (survivor) {
          throw new PatientMerged(survivor, `${type}/${id} was merged into Patient/${survivor}.`);
        }
      }
      throw notFound(`${type}/${id} is not known.`);
    },
  };
}

export type FhirService = ReturnType<typeof createFhirService>;
