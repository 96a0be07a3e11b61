import { randomUUID } from 'node:crypto';
import { isPermission, permissionRoles, roles, type Role } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createFirebaseIdentity } from '../src/identity/identityProvider';
import type { RouteAccess } from '../src/security/routeAccess';
import type { RouteEntry } from '../src/security/routeSecurity';
import { buildServer } from '../src/server';
import { startTestApi, type TestApi } from './testApi';

/**
 * docs/decisions.md "The permission matrix covers every route": every route of `app.routeCatalogue` × every role and anonymous.
 * Who is let through comes from `permissionRoles` alone; the hand-written list below only pins the
 * catalogue itself, so that a route cannot appear, vanish or change its access unnoticed.
 */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const route = (method: string, url: string, access: RouteAccess): RouteEntry => ({
  method,
  url,
  access,
});
/** Fastify answers HEAD for every GET route, with the GET route's config. */
const getAndHead = (url: string, access: RouteAccess) => [
  route('GET', url, access),
  route('HEAD', url, access),
];

const expectedCatalogue: RouteEntry[] = [
  ...getAndHead('/api/health', 'public'),
  ...getAndHead('/api/ready', 'public'),
  route('POST', '/api/v1/auth/send-otp', 'public'),
  route('POST', '/api/v1/auth/verify-otp', 'public'),
  route('POST', '/api/v1/auth/logout', 'public'),
  ...getAndHead('/api/v1/auth/csrf', 'public'),
  ...getAndHead('/api/v1/auth/session', 'account:self'),
  route('POST', '/api/v1/auth/session/keep-alive', 'account:self'),
  ...getAndHead('/api/v1/users/me', 'account:self'),
  ...getAndHead('/api/v1/users/me/profile', 'account:self'),
  route('PATCH', '/api/v1/users/me', 'account:self'),
  route('PUT', '/api/v1/users/me/settings', 'account:self'),
  route('PUT', '/api/v1/users/me/avatar', 'account:self'),
  route('DELETE', '/api/v1/users/me/avatar', 'account:self'),
  ...getAndHead('/api/v1/avatars/:file', 'public'),
  route('POST', '/api/v1/users/logout', 'account:self'),
  route('PATCH', '/api/v1/users/:id/access', 'users:manage'),
  ...getAndHead('/api/v1/users', 'users:manage'),
  ...getAndHead('/api/v1/users/:id', 'users:manage'),
  ...getAndHead('/api/v1/users/template', 'users:manage'),
  ...getAndHead('/api/v1/users/export', 'users:manage'),
  route('POST', '/api/v1/users', 'users:manage'),
  route('PUT', '/api/v1/users/:id', 'users:manage'),
  route('PATCH', '/api/v1/users/:id/status', 'users:manage'),
  route('POST', '/api/v1/users/:id/invitation', 'users:manage'),
  route('POST', '/api/v1/users/import', 'users:manage'),
  route('POST', '/api/v1/users/import/error-report', 'users:manage'),
  ...getAndHead('/api/v1/notifications', 'account:self'),
  ...getAndHead('/api/v1/notifications/unread', 'account:self'),
  ...getAndHead('/api/v1/notifications/preferences', 'account:self'),
  ...getAndHead('/api/v1/notifications/stream', 'account:self'),
  route('POST', '/api/v1/notifications/:id/read', 'account:self'),
  route('POST', '/api/v1/notifications/read-all', 'account:self'),
  route('PUT', '/api/v1/notifications/preferences', 'account:self'),
  ...getAndHead('/api/v1/maintenance', 'public'),
  route('PUT', '/api/v1/maintenance', 'maintenance:manage'),
  route('DELETE', '/api/v1/maintenance', 'maintenance:manage'),
  ...getAndHead('/api/v1/roles', 'users:manage'),
  ...getAndHead('/api/v1/audit-log', 'audit:read'),
  ...getAndHead('/api/v1/audit-log/export', 'audit:read'),
  ...getAndHead('/api/v1/clinics', 'clinics:read'),
  ...getAndHead('/api/v1/clinics/:id', 'clinics:read'),
  ...getAndHead('/api/v1/clinics/:id/deactivation-impact', 'clinics:manage'),
  ...getAndHead('/api/v1/clinics/:id/staff', 'patients:enrol'),
  ...getAndHead('/api/v1/clinics/export', 'clinics:read'),
  ...getAndHead('/api/v1/clinics/template', 'clinics:manage'),
  route('POST', '/api/v1/clinics', 'clinics:manage'),
  route('PUT', '/api/v1/clinics/:id', 'clinics:manage'),
  route('PATCH', '/api/v1/clinics/:id/status', 'clinics:manage'),
  route('POST', '/api/v1/clinics/import', 'clinics:manage'),
  route('POST', '/api/v1/clinics/import/error-report', 'clinics:manage'),
  ...getAndHead('/api/v1/programs', 'patients:read'),
  route('POST', '/api/v1/programs', 'clinics:manage'),
  route('PUT', '/api/v1/programs/:id', 'clinics:manage'),
  route('PATCH', '/api/v1/programs/:id/status', 'clinics:manage'),
  ...getAndHead('/api/v1/patients', 'patients:read'),
  ...getAndHead('/api/v1/patients/:id', 'patients:read'),
  ...getAndHead('/api/v1/patients/export', 'patients:enrol'),
  ...getAndHead('/api/v1/overview', 'overview:read'),
  route('POST', '/api/v1/patients', 'patients:enrol'),
  route('PUT', '/api/v1/patients/:id/assignment', 'patients:enrol'),
  route('PATCH', '/api/v1/patients/:id/contact', 'patients:edit-contact'),
  route('PATCH', '/api/v1/patients/:id/enrolment', 'patients:enrol'),
  ...getAndHead('/api/v1/patient-duplicates', 'patients:enrol'),
  ...getAndHead('/api/v1/patient-duplicates/:id', 'patients:enrol'),
  ...getAndHead('/api/v1/patient-duplicates/scans/latest', 'maintenance:manage'),
  route('POST', '/api/v1/patient-duplicates/scans', 'maintenance:manage'),
  route('POST', '/api/v1/patient-duplicates/:id/dismiss', 'patients:enrol'),
  route('POST', '/api/v1/patient-duplicates/:id/merge', 'patients:enrol'),
  route('POST', '/api/v1/patient-duplicates/:id/unmerge', 'patients:enrol'),
  ...getAndHead('/api/v1/moh-documents', 'knowledge:read'),
  ...getAndHead('/api/v1/moh-documents/:id', 'knowledge:read'),
  ...getAndHead('/api/v1/moh-documents/:id/file-address', 'knowledge:read'),
  route('POST', '/api/v1/moh-documents', 'knowledge:manage'),
  route('PUT', '/api/v1/moh-documents/:id', 'knowledge:manage'),
  route('PATCH', '/api/v1/moh-documents/:id/status', 'knowledge:manage'),
  // Signed addresses are the key (docs/product.md §13.4): public, refused without a valid one.
  ...getAndHead('/api/v1/files/:id', 'public'),
  ...getAndHead('/api/v1/training-modules', 'knowledge:read'),
  ...getAndHead('/api/v1/training-modules/categories', 'knowledge:read'),
  ...getAndHead('/api/v1/training-modules/:id', 'knowledge:read'),
  route('POST', '/api/v1/training-modules', 'knowledge:manage'),
  route('PUT', '/api/v1/training-modules/:id', 'knowledge:manage'),
  route('PATCH', '/api/v1/training-modules/:id/status', 'knowledge:manage'),
  route('PUT', '/api/v1/training-modules/:id/feature-image', 'knowledge:manage'),
  ...getAndHead('/api/v1/training-modules/:id/lessons', 'knowledge:read'),
  ...getAndHead('/api/v1/training-modules/:id/lessons/:lessonId', 'knowledge:read'),
  route('POST', '/api/v1/training-modules/:id/lessons', 'knowledge:manage'),
  route('PUT', '/api/v1/training-modules/:id/lessons/:lessonId', 'knowledge:manage'),
  route('DELETE', '/api/v1/training-modules/:id/lessons/:lessonId', 'knowledge:manage'),
  route('PUT', '/api/v1/training-modules/:id/lesson-order', 'knowledge:manage'),
  route('PUT', '/api/v1/training-modules/:id/progress', 'knowledge:read'),
  route('POST', '/api/v1/training-modules/:id/lesson-images', 'knowledge:manage'),
  ...getAndHead('/api/v1/knowledge-checks', 'knowledge:read'),
  ...getAndHead('/api/v1/knowledge-checks/:id', 'knowledge:read'),
  route('POST', '/api/v1/knowledge-checks', 'knowledge:manage'),
  route('PUT', '/api/v1/knowledge-checks/:id', 'knowledge:manage'),
  route('PATCH', '/api/v1/knowledge-checks/:id/status', 'knowledge:manage'),
  route('POST', '/api/v1/knowledge-checks/:id/attempts', 'knowledge:read'),
  ...getAndHead('/api/v1/knowledge-checks/:id/attempts', 'knowledge:manage'),
  ...getAndHead('/api/v1/knowledge-checks/:id/attempts/export', 'knowledge:manage'),
  ...getAndHead('/api/v1/sso/check', 'public'),
  route('POST', '/api/v1/sso/codes', 'account:self'),
  route('POST', '/api/v1/sso/exchange', 'app-secret'),
  // The FHIR R4 read api (docs/fhir.md): clinics and staff with clinics:read, patient data with
  // patients:read; the CapabilityStatement is public.
  ...getAndHead('/fhir/R4/metadata', 'public'),
  ...['Organization', 'Practitioner', 'PractitionerRole'].flatMap((type) => [
    ...getAndHead(`/fhir/R4/${type}`, 'clinics:read'),
    ...getAndHead(`/fhir/R4/${type}/:id`, 'clinics:read'),
  ]),
  ...['Patient', 'EpisodeOfCare', 'CareTeam'].flatMap((type) => [
    ...getAndHead(`/fhir/R4/${type}`, 'patients:read'),
    ...getAndHead(`/fhir/R4/${type}/:id`, 'patients:read'),
  ]),
  ...getAndHead('/api/v1/support', 'account:self'),
  route('POST', '/api/v1/support/feedback', 'account:self'),
  // Outside production without SMTP only (docs/product.md §10.3: the dev outbox).
  ...getAndHead('/api/v1/dev/outbox', 'public'),
];

const routeKey = (entry: Pick<RouteEntry, 'method' | 'url'>) => `${entry.method} ${entry.url}`;
const sortedKeys = (entries: RouteEntry[]) =>
  entries.map((entry) => `${routeKey(entry)} → ${entry.access}`).sort();

/**
 * Bodies for writes. Valid or invalid does not matter (a 400 from validation means the route
 * ran); they are chosen so that the matrix changes nothing that matters: the access change names
 * a user that does not exist, the SSO exchange carries a wrong app secret, the clinic, staff,
 * program and patient bodies are refused or name no record, and the imports and their error
 * reports get no file.
 */
const bodies: Record<string, unknown> = {
  'POST /api/v1/auth/send-otp': {},
  'POST /api/v1/auth/verify-otp': {},
  'PATCH /api/v1/users/me': {},
  'PUT /api/v1/users/me/settings': {},
  'PUT /api/v1/users/me/avatar': {},
  'PATCH /api/v1/users/:id/access': { status: 'ACTIVE' },
  'PUT /api/v1/maintenance': {},
  // Clinics: an empty body is refused by the schema; the ids are random, so nothing changes.
  'POST /api/v1/clinics': {},
  'PUT /api/v1/clinics/:id': {},
  'PATCH /api/v1/clinics/:id/status': { status: 'INACTIVE' },
  'POST /api/v1/clinics/import': {},
  'POST /api/v1/clinics/import/error-report': {},
  // Staff users: the same; the ids are random, so nobody is changed or invited.
  'POST /api/v1/users': {},
  'PUT /api/v1/users/:id': {},
  'PATCH /api/v1/users/:id/status': { status: 'INACTIVE' },
  'POST /api/v1/users/:id/invitation': {},
  'POST /api/v1/users/import': {},
  'POST /api/v1/users/import/error-report': {},
  // Programs and patients: empty bodies are refused by their schemas, and the ids are random,
  // so no program or patient is made or changed.
  'POST /api/v1/programs': {},
  'PUT /api/v1/programs/:id': {},
  'PATCH /api/v1/programs/:id/status': { status: 'INACTIVE' },
  'POST /api/v1/patients': {},
  'PUT /api/v1/patients/:id/assignment': {},
  'PATCH /api/v1/patients/:id/contact': {},
  'PATCH /api/v1/patients/:id/enrolment': {},
  // Possible duplicates: the ids are random (no such pair); a scan over the copy changes no record.
  'POST /api/v1/patient-duplicates/scans': {},
  'POST /api/v1/patient-duplicates/:id/dismiss': {},
  'POST /api/v1/patient-duplicates/:id/merge': {},
  'POST /api/v1/patient-duplicates/:id/unmerge': {},
  // Documents: a JSON body has no file, an empty one fails the schema, the ids are random.
  'POST /api/v1/moh-documents': {},
  'PUT /api/v1/moh-documents/:id': {},
  'PATCH /api/v1/moh-documents/:id/status': { status: 'WITHDRAWN' },
  // Training modules and knowledge checks: empty bodies fail their schemas, the ids are random
  // (no such module or check), and a JSON body carries no image: nothing is made or changed.
  'POST /api/v1/training-modules': {},
  'PUT /api/v1/training-modules/:id': {},
  'PATCH /api/v1/training-modules/:id/status': { status: 'DRAFT' },
  'PUT /api/v1/training-modules/:id/feature-image': {},
  'POST /api/v1/training-modules/:id/lessons': {},
  'PUT /api/v1/training-modules/:id/lessons/:lessonId': {},
  'PUT /api/v1/training-modules/:id/lesson-order': {},
  'PUT /api/v1/training-modules/:id/progress': {},
  'POST /api/v1/training-modules/:id/lesson-images': {},
  'POST /api/v1/knowledge-checks': {},
  'PUT /api/v1/knowledge-checks/:id': {},
  'PATCH /api/v1/knowledge-checks/:id/status': { status: 'DRAFT' },
  'POST /api/v1/knowledge-checks/:id/attempts': {},
  'POST /api/v1/sso/codes': {},
  // An empty body fails the feedback schema: no mail goes to support.
  'POST /api/v1/support/feedback': {},
  'POST /api/v1/sso/exchange': {
    appName: 'companion',
    appSecret: 'not-the-companion-secret',
    code: 'not-a-code',
  },
};

/** These end sessions: they run last, each with a session of its own. */
const endsSessions = new Set(['POST /api/v1/auth/logout', 'POST /api/v1/users/logout']);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Path parameters get a random UUID; a wildcard gets a path that names no file. */
const concretePath = (url: string) =>
  url.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, `${randomUUID()}/page`);

type Expectation = 'allow' | 'unauthenticated' | 'forbidden' | 'app-secret';

/** What the permission layer must do for `role` (null: nobody signed in), from the table only. */
const expectationFor = (access: RouteAccess, role: Role | null): Expectation => {
  if (access === 'public') return 'allow';
  if (access === 'app-secret') return 'app-secret';
  if (role === null) return 'unauthenticated';
  return (permissionRoles[access] as readonly Role[]).includes(role) ? 'allow' : 'forbidden';
};

/** The error code of an answer: `code`, or a FHIR OperationOutcome's first issue's coding. */
const errorCodeOf = (body: Record<string, unknown> | null): unknown => {
  if (body?.resourceType !== 'OperationOutcome') return body?.code;
  const [issue] = body.issue as { details?: { coding?: { code?: string }[] } }[];
  return issue?.details?.coding?.[0]?.code;
};

/** The permission layer's own refusals; a route's handler uses other codes. */
const PERMISSION_LAYER_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'CSRF_INVALID', '403'];

interface Answer {
  status: number;
  code: unknown;
}

/** Why the answer breaks the expectation, or null when it keeps it. */
const mismatch = (expectation: Expectation, method: string, answer: Answer): string | null => {
  const refused = answer.status === 401 || answer.status === 403;
  // HEAD answers carry no body, so only the status can be checked.
  const codeIs = (code: string) => method === 'HEAD' || answer.code === code;
  switch (expectation) {
    case 'allow':
      return refused ? 'unexpected deny' : null;
    case 'unauthenticated':
      return answer.status === 401 && codeIs('UNAUTHENTICATED') ? null : 'unexpected allow';
    case 'forbidden':
      return answer.status === 403 && codeIs('FORBIDDEN') ? null : 'unexpected allow';
    case 'app-secret':
      // Reaches the handler whoever calls, and the handler refuses a wrong app secret.
      if (method !== 'HEAD' && PERMISSION_LAYER_CODES.includes(answer.code as string)) {
        return 'unexpected deny';
      }
      return [400, 401].includes(answer.status) ? null : 'unexpected allow';
  }
};

interface Caller {
  name: string;
  email: string | null;
  role: Role | null;
}

const callers: Caller[] = [
  { name: 'SYSTEM_ADMIN', email: 'admin@clinic.test', role: 'SYSTEM_ADMIN' },
  { name: 'CLINIC_MANAGER', email: 'manager@clinic.test', role: 'CLINIC_MANAGER' },
  { name: 'DOCTOR', email: 'doctor@clinic.test', role: 'DOCTOR' },
  { name: 'NURSE', email: 'nurse@clinic.test', role: 'NURSE' },
  { name: 'anonymous', email: null, role: null },
];

describe('route catalogue', () => {
  it('lists exactly the routes we expect, each with the access we expect', () => {
    expect(sortedKeys(api.app.routeCatalogue)).toEqual(sortedKeys(expectedCatalogue));
  });

  it('names only `public`, `app-secret` or a permission of the table', () => {
    const unknown = api.app.routeCatalogue.filter(
      (entry) =>
        entry.access !== 'public' && entry.access !== 'app-secret' && !isPermission(entry.access),
    );
    expect(unknown).toEqual([]);
  });

  it('is walked by the matrix as one signed-in user of every role and as nobody signed in', () => {
    const walked = callers.map((caller) => caller.role);
    expect(walked.filter((role) => role !== null).sort()).toEqual([...roles].sort());
    expect(walked).toContain(null);
  });
});

describe('a route’s declared access', () => {
  /** A real server (buildServer) on the suite's database, with one more route in a plugin. */
  const buildWithExtraRoute = async (routeConfig: Record<string, unknown> | undefined) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    });
    const identity = createFirebaseIdentity({
      projectId: config.firebaseProjectId,
      authEmulatorHost: config.authEmulatorHost,
    });
    const app = await buildServer({ config, db: api.db, identity, print: () => {} });
    app.register(async (plugin) => {
      plugin.route({
        method: ['GET', 'POST'],
        url: '/api/v1/extra',
        ...(routeConfig ? { config: routeConfig } : {}),
        handler: async () => ({ reached: true }),
      });
    });
    const started = await app.ready().then(
      () => null,
      (error: unknown) => error as Error,
    );
    const catalogue = [...app.routeCatalogue];
    const anonymousStatus = started
      ? null
      : (await app.inject({ method: 'GET', url: '/api/v1/extra' })).statusCode;
    await app.close().catch(() => {});
    await identity.close();
    return { error: started, catalogue, anonymousStatus };
  };

  it('stops the server from starting when the route declares no access', async () => {
    const { error } = await buildWithExtraRoute(undefined);
    expect(error?.message).toMatch(/GET,POST \/api\/v1\/extra declares no access/);
  });

  it('stops the server from starting when the route’s config is empty', async () => {
    const { error } = await buildWithExtraRoute({});
    expect(error?.message).toMatch(/declares no access/);
  });

  it('lets the server start, and lists the route, once it declares a permission', async () => {
    const { error, catalogue } = await buildWithExtraRoute({ access: 'audit:read' });
    expect(error).toBeNull();
    expect(catalogue).toEqual(
      expect.arrayContaining([
        route('GET', '/api/v1/extra', 'audit:read'),
        route('POST', '/api/v1/extra', 'audit:read'),
      ]),
    );
  });

  // A misspelt permission (only TypeScript stands in its way) must not leave the route open to
  // everyone: the onRoute hook accepts only 'public', 'app-secret' or a permission of the table.
  it('stops the server from starting when the access names no permission of the table', async () => {
    const { error, anonymousStatus } = await buildWithExtraRoute({ access: 'audit:reed' });
    expect(
      error?.message ?? '',
      `the server started, and GET /api/v1/extra answered ${anonymousStatus} to nobody signed in`,
    ).toMatch(/\/api\/v1\/extra/);
  });
});

describe('permission matrix', () => {
  it.each(callers)(
    '$name: every route lets through exactly the roles the table names',
    async (caller) => {
      const signIn = () => (caller.email ? api.signIn(caller.email) : Promise.resolve(undefined));
      const token = await signIn();
      const ip = `198.51.100.${callers.indexOf(caller) + 1}`;
      const catalogue = [...api.app.routeCatalogue];
      const ordered = [
        ...catalogue.filter((entry) => !endsSessions.has(routeKey(entry))),
        ...catalogue.filter((entry) => endsSessions.has(routeKey(entry))),
      ];

      const problems: string[] = [];
      let checked = 0;
      for (const entry of ordered) {
        const key = routeKey(entry);
        // Logout ends the session it is called with: each logout route gets a fresh one.
        const callToken = endsSessions.has(key) ? await signIn() : token;
        const body = WRITE_METHODS.has(entry.method) ? (bodies[key] ?? {}) : undefined;
        // The notification stream never ends: the HEAD's answer says what its GET would.
        const method = key === 'GET /api/v1/notifications/stream' ? 'HEAD' : entry.method;
        const response = await api.request(method, concretePath(entry.url), {
          token: callToken,
          ip,
          ...(body === undefined ? {} : { body }),
        });
        const answer = { status: response.status, code: errorCodeOf(response.body) };
        const expectation = expectationFor(entry.access, caller.role);
        const problem = mismatch(expectation, method, answer);
        if (problem) {
          problems.push(`${problem}: ${key} (${entry.access}) answered ${JSON.stringify(answer)}`);
        }
        if (response.status >= 500) problems.push(`server error: ${key} answered ${answer.status}`);
        checked += 1;
      }

      expect(problems).toEqual([]);
      expect(checked).toBe(catalogue.length);
    },
  );

  it('refuses every browser write without the CSRF token, before any permission check', async () => {
    const token = await api.signIn('admin@clinic.test');
    const problems: string[] = [];
    for (const entry of api.app.routeCatalogue.filter((each) => WRITE_METHODS.has(each.method))) {
      const key = routeKey(entry);
      for (const callToken of [token, undefined]) {
        const response = await api.request(entry.method, concretePath(entry.url), {
          token: callToken,
          csrf: false,
          body: bodies[key] ?? {},
        });
        const refused = response.status === 403 && response.body?.code === 'CSRF_INVALID';
        // A sibling app's server calls app-secret routes without cookies (routeSecurity.ts).
        const shouldRefuse = entry.access !== 'app-secret';
        if (refused !== shouldRefuse) {
          problems.push(`${key} (${entry.access}) answered ${response.status} ${response.text}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The logout routes refused above: the session is still open.
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
  });
});
