import type { FastifyInstance } from 'fastify';
import type { SendOtpResponse, VerifyOtpResponse } from '@org/api-client';
import { emailStepSchema, otpSchema } from '@org/forms';
import type { Authenticator } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import type { IdentityProvider } from '../identity/identityProvider';
import { SEND_OTP_ANSWER, type OtpService } from '../services/otpService';
import type { SessionService } from '../services/sessionService';

export function authRoutes(deps: {
  otpService: OtpService;
  sessionService: SessionService;
  identity: IdentityProvider;
  authenticator: Authenticator;
}) {
  return async (app: FastifyInstance) => {
    app.post('/api/v1/auth/send-otp', async (request): Promise<SendOtpResponse> => {
      const { email } = await validateBody(emailStepSchema, request.body);
      await deps.otpService.requestCode(email);
      return { message: SEND_OTP_ANSWER };
    });

    app.post('/api/v1/auth/verify-otp', async (request): Promise<VerifyOtpResponse> => {
      const { email, otp } = await validateBody(otpSchema, request.body);
      const user = await deps.otpService.verifyCode(email, otp);
      const sessionId = await deps.sessionService.start(user.id, request.ip);
      const customToken = await deps.identity.issueCustomToken(user, sessionId);
      return { customToken };
    });

    // Ends the current session; answers 204 whether or not one was open (the console ignores it).
    app.post('/api/v1/auth/logout', async (request, reply) => {
      const current = await deps.authenticator.identify(request);
      if (current) await deps.sessionService.end(current.sessionId);
      return reply.status(204).send();
    });
  };
}
