import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../http/authentication';
import { csrfRefused, forbidden } from '../http/HttpError';
import { loggableError } from '../http/logSafety';
import type { AuditEntity, AuditService } from '../services/auditService';
import { auditActionOf } from './auditActions';
import type { CsrfTokens } from './csrf';
import { isPermission, roleMay } from '@org/contracts';
import type { RouteAccess } from './routeAccess';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a route without it stops the server from starting. */
    access?: RouteAccess;
    /** `patient-read`: a read the audit log records (every write is recorded anyway). */
    audit?: 'patient-read';
  }
  interface FastifyInstance {
    /** Every route with its access, as registered (the permission-matrix test walks it). */
    routeCatalogue: RouteEntry[];
  }
  interface FastifyRequest {
    /** Who the audit log names when nobody was signed in yet (sign-in, SSO exchange). */
    auditSubject: { userId: string; email: string } | null;
    /** The record the request was about; the route sets it, the audit log names it. */
    auditEntity: AuditEntity | null;
    /**
     * The patients whose data the request read (a list page, a record, an export) or wrote; the
     * route fills it, the audit log keeps it (docs/product.md §12.3).
     */
    auditPatientIds: string[] | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isWrite = (method: string) => !SAFE_METHODS.has(method);

/**
 * The rules every route obeys, installed before any route: it declares its access; writes carry
 * the CSRF token (except server-to-server `app-secret` routes, which no browser calls with
 * cookies); permissions are checked against the one table; writes and patient reads are audited.
 */
export function installRouteSecurity(
  app: FastifyInstance,
  deps: { authenticator: Authenticator; csrf: CsrfTokens; audit: AuditService },
): void {
  app.decorateRequest('auditSubject', null);
  app.decorateRequest('auditEntity', null);
  app.decorateRequest('auditPatientIds', null);
  const catalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access: add config.access.`,
      );
    }
    // A misspelt permission must not quietly make a route public.
    if (access !== 'public' && access !== 'app-secret' && !isPermission(access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} names an unknown access "${access}".`,
      );
    }
    for (const method of methods) catalogue.push({ method, url: route.url, access });
  });

  const accessOf = (request: FastifyRequest): RouteAccess | undefined =>
    request.routeOptions.config?.access;

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (!access || access === 'app-secret' || !isWrite(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (
      !deps.csrf.matches(request.cookies[XSRF_COOKIE], Array.isArray(header) ? undefined : header)
    )
      throw csrfRefused();
  });

  app.addHook('preHandler', async (request) => {
    const access = accessOf(request);
    if (!access || !isPermission(access)) return;
    request.auth = await deps.authenticator.authenticate(request);
    if (!roleMay(request.auth.user.role, access)) throw forbidden();
  });

  const audited = (request: FastifyRequest) =>
    accessOf(request) !== undefined &&
    (isWrite(request.method) || request.routeOptions.config.audit === 'patient-read');

  const writeAuditEntry = async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = request.auth
      ? { userId: request.auth.user.id, email: request.auth.user.email }
      : request.auditSubject;
    try {
      await deps.audit.record({
        userId: subject?.userId ?? null,
        userEmail: subject?.email ?? null,
        actionCode: auditActionOf({
          method: request.method,
          url: request.routeOptions.url ?? '',
          query: request.query,
          body: request.body,
        }),
        action: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
        ip: request.ip,
        requestId: request.id,
        entity: request.auditEntity,
        patientIds: request.auditPatientIds,
      });
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'writing the audit log failed');
    }
  };

  // docs/decisions.md "The audit entry is written before the answer": whoever is told a write
  // happened can already read its entry. A streamed answer (an export) learns what it named only
  // while it streams, so its entry is written once it has gone.
  const streamed = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!audited(request)) return payload;
    if (isStream(payload)) streamed.add(request);
    else await writeAuditEntry(request, reply);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (streamed.has(request)) await writeAuditEntry(request, reply);
  });
}

const isStream = (payload: unknown): boolean =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Readable).pipe === 'function';
