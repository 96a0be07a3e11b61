import type { FastifyRequest } from 'fastify';

/**
 * docs/product.md §13.6: patient data never appears in the logs. A request is logged without its
 * query string (a patients search is a patient's name), and an error without the values a
 * database query carried (Drizzle and the drivers put the statement's parameters, and PostgreSQL
 * the failing row, into the error they throw).
 */

/** What Fastify logs of a request, less the query string. */
export const loggableRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Properties of database errors that hold the values of a statement or of a row. */
const VALUE_PROPERTIES = new Set(['params', 'detail', 'where', 'internalQuery', 'queryOptions']);
/** Drizzle's message ends with the parameters: `Failed query: <sql>\nparams: <values>`. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** An error as it may be logged: its type, message, stack and codes, never a query's values. */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const kept: Record<string, unknown> = {
    type: error.name,
    message: error.message.replace(PARAMS_LINE, ''),
    stack: error.stack?.replace(PARAMS_LINE, ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key) || key in kept) continue;
    kept[key] = key === 'cause' ? loggableError(value, depth + 1) : value;
  }
  if (error.cause !== undefined) kept.cause = loggableError(error.cause, depth + 1);
  return kept;
}
