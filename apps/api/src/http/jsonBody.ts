import { errorCodes } from '@org/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/**
 * How deeply a request's JSON may nest. The deepest body any route reads (a knowledge check's
 * questions and their options) is five levels; anything far deeper is not a form.
 */
export const MAX_JSON_DEPTH = 32;

export const tooDeeplyNested = () =>
  new HttpError(
    400,
    `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    errorCodes.invalidBody,
  );

/**
 * Whether `value` nests arrays and objects more than `maxDepth` levels deep. Walked with a list
 * instead of recursion, so that no depth can overflow the stack; it stops at the first level too
 * many.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * The one place JSON enters the api: Fastify's own parser (its `__proto__` and `constructor`
 * refusals included), then 400 INVALID_BODY for a body nested deeper than MAX_JSON_DEPTH, before
 * any route or validator walks it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parse(request, body.toString(), (error: Error | null, value?: unknown) => {
      if (error) done(error, undefined);
      else if (nestsDeeperThan(value, MAX_JSON_DEPTH)) done(tooDeeplyNested(), undefined);
      else done(null, value);
    });
  });
}
