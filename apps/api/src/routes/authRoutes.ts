import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  CsrfTokenResponse,
  SendOtpResponse,
  SessionInfo,
  VerifyOtpResponse,
} from '@org/contracts';
import { emailStepSchema, otpSchema } from '@org/forms';
import { requireAuth, type Authenticator } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import type { IdentityProvider } from '../identity/identityProvider';
import type { CsrfTokens } from '../security/csrf';
import { XSRF_COOKIE } from '../security/routeSecurity';
import { SEND_OTP_ANSWER, type OtpService } from '../services/otpService';
import type { SessionService } from '../services/sessionService';
import type { UserService } from '../services/userService';

export function authRoutes(deps: {
  otpService: OtpService;
  sessionService: SessionService;
  userService: UserService;
  identity: IdentityProvider;
  authenticator: Authenticator;
  csrf: CsrfTokens;
  secureCookies: boolean;
}) {
  const cookieOptions = { path: '/', sameSite: 'strict', secure: deps.secureCookies } as const;

  return async (app: FastifyInstance) => {
    app.post(
      '/api/v1/auth/send-otp',
      { config: { access: 'public' } },
      async (request): Promise<SendOtpResponse> => {
        const { email } = await validateBody(emailStepSchema, request.body);
        await deps.otpService.requestCode(email, request.ip);
        return { message: SEND_OTP_ANSWER };
      },
    );

    app.post(
      '/api/v1/auth/verify-otp',
      { config: { access: 'public' } },
      async (request): Promise<VerifyOtpResponse> => {
        const { email, otp } = await validateBody(otpSchema, request.body);
        const user = await deps.otpService.verifyCode(email, otp, request.ip);
        request.auditSubject = { userId: user.id, email: user.email };
        const sessionId = await deps.sessionService.start(user.id, request.ip);
        await deps.userService.recordSignIn(user.id);
        const customToken = await deps.identity.issueCustomToken(user, sessionId);
        return { customToken };
      },
    );

    // Ends the current session and clears cookies; 204 whether or not one was open (the console
    // ignores the answer).
    app.post('/api/v1/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
      const current = await deps.authenticator.identify(request);
      if (current) {
        request.auth = current;
        await deps.sessionService.end(current.sessionId);
      }
      return reply.clearCookie(XSRF_COOKIE, cookieOptions).status(204).send();
    });

    // The double-submit token: readable by the page's script (not httpOnly), sent back as a header.
    app.get(
      '/api/v1/auth/csrf',
      { config: { access: 'public' } },
      async (request: FastifyRequest, reply: FastifyReply): Promise<CsrfTokenResponse> => {
        const current = request.cookies[XSRF_COOKIE];
        const token = deps.csrf.isValid(current) ? current : deps.csrf.issue();
        reply.setCookie(XSRF_COOKIE, token, cookieOptions).header('cache-control', 'no-store');
        return { token };
      },
    );

    app.get(
      '/api/v1/auth/session',
      { config: { access: 'account:self' } },
      async (request): Promise<SessionInfo> => requireAuth(request).session,
    );

    // "Stay signed in": the request itself is the activity that restarts the idle timeout.
    app.post(
      '/api/v1/auth/session/keep-alive',
      { config: { access: 'account:self' } },
      async (request): Promise<SessionInfo> => requireAuth(request).session,
    );
  };
}
