import type { FastifyInstance } from 'fastify';
import type { SsoApp, SsoCodeResponse, SsoExchangeResponse } from '@org/contracts';
import { ssoExchangeSchema, ssoTargetSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import { rateLimitRules, tooManyRequests, type RateLimiter } from '../services/rateLimiter';
import type { SsoService } from '../services/ssoService';

export function ssoRoutes(deps: { sso: SsoService; rateLimiter: RateLimiter }) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/v1/sso/check',
      { config: { access: 'public' } },
      async (request): Promise<SsoApp> => {
        const { appName, redirect } = await validateBody(ssoTargetSchema, request.query);
        return deps.sso.check(appName, redirect);
      },
    );

    app.post(
      '/api/v1/sso/codes',
      { config: { access: 'account:self' } },
      async (request): Promise<SsoCodeResponse> => {
        const { appName, redirect } = await validateBody(ssoTargetSchema, request.body);
        return deps.sso.issueCode(requireAuth(request).user.id, appName, redirect);
      },
    );

    // Server to server: the app authenticates with its secret; failures are rate limited per IP.
    app.post(
      '/api/v1/sso/exchange',
      { config: { access: 'app-secret' } },
      async (request): Promise<SsoExchangeResponse> => {
        const failures = `sso-exchange-failures:ip:${request.ip}`;
        // Counted before the check (parallel guesses cannot slip past), given back on success.
        const wait = await deps.rateLimiter.hit(failures, rateLimitRules.ssoExchangeFailuresPerIp);
        if (wait !== null) throw tooManyRequests(wait);
        const { appName, appSecret, code } = await validateBody(ssoExchangeSchema, request.body);
        const user = await deps.sso.exchange(appName, appSecret, code);
        await deps.rateLimiter.giveBack(failures);
        request.auditSubject = { userId: user.id, email: user.email };
        return { user };
      },
    );
  };
}
