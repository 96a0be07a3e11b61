import type { FastifyRequest } from 'fastify';
import { notFound } from './HttpError';

/** The canonical 8-4-4-4-12 form, in either case: the only spelling of the ids the api hands out. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is an id as the api hands them out (so the database can be asked about it). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** Every `/:id` route reads its id with this: a malformed id answers 404 NOT_FOUND, never a 500. */
export function uuidParam(
  request: Pick<FastifyRequest, 'params'>,
  name: string,
  notFoundMessage: string,
): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value;
}
