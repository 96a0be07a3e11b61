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
import {
  OTP_CHALLENGE_COOKIE,
  OTP_TTL_MS,
  SEND_OTP_ANSWER,
  SIGNED_IN_BROWSER_COOKIE,
  SIGNED_IN_BROWSER_TTL_MS,
  type OtpService,
} from '../services/otpService';
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
  // The sign-in cookies go back to the auth routes only; script never needs to read them.
  const challengeCookieOptions = {
    path: '/api/v1/auth',
    sameSite: 'strict',
    secure: deps.secureCookies,
    httpOnly: true,
    maxAge: OTP_TTL_MS / 1000,
  } as const;

  return async (app: FastifyInstance) => {
    // The code is issued once the answer has gone (onResponse), so the answer never waits on
    // work only a known address does.
    const afterAnswer = new WeakMap<FastifyRequest, () => void>();
    app.post(
      '/api/v1/auth/send-otp',
      {
        config: { access: 'public' },
        onResponse: async (request) => afterAnswer.get(request)?.(),
      },
      async (request, reply): Promise<SendOtpResponse> => {
        const { email } = await validateBody(emailStepSchema, request.body);
        const { challenge, issueAfterAnswer } = await deps.otpService.requestCode(
          email,
          request.ip,
          {
            previousChallenge: request.cookies[OTP_CHALLENGE_COOKIE],
            signedInBrowser: request.cookies[SIGNED_IN_BROWSER_COOKIE],
          },
        );
        afterAnswer.set(request, issueAfterAnswer);
        reply.setCookie(OTP_CHALLENGE_COOKIE, challenge, challengeCookieOptions);
        return { message: SEND_OTP_ANSWER };
      },
    );

    app.post(
      '/api/v1/auth/verify-otp',
      { config: { access: 'public' } },
      async (request, reply): Promise<VerifyOtpResponse> => {
        const { email, otp } = await validateBody(otpSchema, request.body);
        const user = await deps.otpService.verifyCode(
          email,
          otp,
          request.ip,
          request.cookies[OTP_CHALLENGE_COOKIE],
        );
        request.auditSubject = { userId: user.id, email: user.email };
        const sessionId = await deps.sessionService.start(user.id, request.ip);
        await deps.userService.recordSignIn(user.id);
        const customToken = await deps.identity.issueCustomToken(user, sessionId);
        reply
          .clearCookie(OTP_CHALLENGE_COOKIE, challengeCookieOptions)
          .setCookie(SIGNED_IN_BROWSER_COOKIE, deps.otpService.signedInBrowserToken(user.email), {
            ...challengeCookieOptions,
            maxAge: SIGNED_IN_BROWSER_TTL_MS / 1000,
          });
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
