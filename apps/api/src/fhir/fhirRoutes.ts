import type { Bundle, BundleEntry, BundleLink, Resource } from '@medplum/fhirtypes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@org/contracts';
import { requireAuth } from '../http/authentication';
import { HttpError } from '../http/HttpError';
import { loggableError } from '../http/logSafety';
import type { RouteAccess } from '../security/routeAccess';
import { capabilityStatement } from './capabilityStatement';
import {
  fhirResourceTypes,
  patientResourceTypes,
  type FhirResourceType,
  type FhirService,
} from './fhirService';
import { issueTypeOf, outcomeOf } from './outcome';
import { NotSupported } from './searchParameters';

/** Where the FHIR api lives; server.ts registers the routes under it. */
export const FHIR_BASE_PATH = '/fhir/R4';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/**
 * Who reads what (docs/fhir.md "Who may read"): clinics and staff with `clinics:read`, patients,
 * their episodes and care teams with `patients:read` (every role holds both today); each then in
 * the reader's scope. The console's patient reads are audited, and so are these.
 */
const accessOf = (type: FhirResourceType): RouteAccess =>
  patientResourceTypes.includes(type) ? 'patients:read' : 'clinics:read';

type Query = Record<string, string | string[] | undefined>;

const sendFhir = (reply: FastifyReply, status: number, body: object) =>
  reply.status(status).type(FHIR_JSON).send(JSON.stringify(body));

/** `Prefer: handling=strict`: refuse what would otherwise be ignored (FHIR search §3.1.1.5). */
const isStrict = (request: FastifyRequest) =>
  /(^|[,;\s])handling\s*=\s*strict\b/i.test(String(request.headers.prefer ?? ''));

const baseUrlOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${FHIR_BASE_PATH}`;

/** The query string of the parameters a search used, with `_cursor` replaced when given. */
const searchLink = (
  request: FastifyRequest,
  type: FhirResourceType,
  unknown: string[],
  cursor: string | null,
): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query as Query)) {
    if (unknown.includes(name) || name === '_cursor' || value === undefined) continue;
    for (const each of [value].flat()) params.append(name, each);
  }
  if (cursor !== null) params.set('_cursor', cursor);
  const text = params.toString();
  return `${baseUrlOf(request)}/${type}${text ? `?${text}` : ''}`;
};

/** The OperationOutcome of a failed request, with the HTTP status it goes with. */
function outcomeOfError(error: FastifyError | HttpError, request: FastifyRequest) {
  if (error instanceof HttpError) {
    const issue = error instanceof NotSupported ? 'not-supported' : issueTypeOf(error.statusCode);
    return {
      status: error.statusCode,
      headers: error.headers,
      body: outcomeOf('error', issue, error.message, error.code),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      headers: {},
      body: outcomeOf(
        'error',
        issueTypeOf(status),
        'The request is not valid.',
        errorCodes.badRequest,
      ),
    };
  }
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return {
    status: 500,
    headers: {},
    body: outcomeOf('error', 'exception', 'Something went wrong on our side. Please try again.'),
  };
}

/** docs/fhir.md: the read-only FHIR R4 api, registered under FHIR_BASE_PATH. */
export function fhirRoutes(deps: { fhir: FhirService; startedAt: Date }) {
  const { fhir } = deps;
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    // Errors, and addresses of no route under the base, are OperationOutcomes too.
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const { status, headers, body } = outcomeOfError(error, request);
      if (status === 401) reply.header('www-authenticate', 'Bearer');
      return sendFhir(reply.headers(headers), status, body);
    });
    app.setNotFoundHandler((request, reply) =>
      sendFhir(
        reply,
        404,
        outcomeOf(
          'error',
          'not-found',
          `No route for ${request.method} ${request.url.split('?')[0]}`,
          errorCodes.notFound,
        ),
      ),
    );
    // Patient data and who may read it: nothing is kept by a browser or a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/metadata', { config: { access: 'public' } }, async (request, reply) =>
      sendFhir(
        reply,
        200,
        capabilityStatement({
          baseUrl: baseUrlOf(request),
          date: deps.startedAt.toISOString(),
        }),
      ),
    );

    for (const type of fhirResourceTypes) {
      const audited = patientResourceTypes.includes(type);
      const config = {
        access: accessOf(type),
        ...(audited ? { audit: 'patient-read' as const } : {}),
      };

      app.get(`/${type}`, { config }, async (request, reply) => {
        const result = await fhir.search(viewer(request), type, request.query as Query);
        if (result.unknown.length > 0 && isStrict(request)) {
          throw new NotSupported(
            `Unknown search parameter: ${result.unknown.join(', ')} (Prefer: handling=strict).`,
          );
        }
        if (audited) request.auditPatientIds = result.resources.map((each) => each.id!);
        const base = baseUrlOf(request);
        const link: BundleLink[] = [
          { relation: 'self', url: searchLink(request, type, result.unknown, null) },
          ...(result.next
            ? [{ relation: 'next', url: searchLink(request, type, result.unknown, result.next) }]
            : []),
        ];
        const entry: BundleEntry[] = [
          ...result.resources.map((resource: Resource) => ({
            fullUrl: `${base}/${type}/${resource.id}`,
            resource,
            search: { mode: 'match' as const },
          })),
          ...(result.unknown.length > 0
            ? [
                {
                  resource: outcomeOf(
                    'warning',
                    'not-supported',
                    `Ignored unknown search parameter: ${result.unknown.join(', ')}.`,
                  ),
                  search: { mode: 'outcome' as const },
                },
              ]
            : []),
        ];
        const bundle: Bundle = {
          resourceType: 'Bundle',
          type: 'searchset',
          link,
          ...(entry.length > 0 ? { entry } : {}),
        };
        return sendFhir(reply, 200, bundle);
      });

      app.get(`/${type}/:id`, { config }, async (request, reply) => {
        const id = (request.params as { id: string }).id;
        const resource = await fhir.read(viewer(request), type, id);
        if (audited) {
          request.auditEntity = { type: 'patient', id: resource.id!, summary: null };
          request.auditPatientIds = [resource.id!];
        }
        return sendFhir(reply, 200, resource);
      });
    }
  };
}
