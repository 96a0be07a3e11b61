import { errorCodes } from '@org/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { conflictFromDatabase } from './databaseConflicts';
import { HttpError } from './HttpError';
import { loggableError } from './logSafety';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';
const tooLarge = 'The request is too large.';

/** Fastify's own 4xx errors, in words for people. */
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

/**
 * Every error leaves as JSON `{ message, code?, errors? }`; no stack trace ever reaches a client.
 * A unique violation from the database becomes a 409 here (databaseConflicts.ts), for every route.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const send = (sent: HttpError) =>
      reply.status(sent.statusCode).headers(sent.headers).send(sent.toBody());
    if (error instanceof HttpError) return send(error);
    const conflict = conflictFromDatabase(error);
    if (conflict) return send(conflict);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessages[error.code] ?? (status === 413 ? tooLarge : error.message);
      return reply.status(status).send({ message, code: errorCodes.badRequest });
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ message: GENERIC_SERVER_ERROR });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
