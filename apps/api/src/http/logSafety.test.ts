import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableRequest } from './logSafety';

/** A driver error as PGlite and node-postgres throw it: the row and the values beside the code. */
const driverError = () =>
  Object.assign(new Error('new row for relation "patients" violates check constraint "x"'), {
    code: '23514',
    constraint: 'patients_phone_both_or_neither',
    detail: 'Failing row contains (Maria Silva, maria@example.pt, 351, null).',
    params: ['Maria Silva', 'maria@example.pt'],
    query: 'insert into "patients" ("full_name", "email") values ($1, $2)',
  });

describe('loggableError', () => {
  it('keeps the statement, the codes and the stack, and drops every value of the query', () => {
    const error = new DrizzleQueryError(
      'insert into "patients" ("full_name", "email") values ($1, $2)',
      ['Maria Silva', 'maria@example.pt'],
      driverError(),
    );
    const logged = loggableError(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Maria Silva');
    expect(text).not.toContain('maria@example.pt');
    expect(logged.message).toBe(
      'Failed query: insert into "patients" ("full_name", "email") values ($1, $2)',
    );
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "patients"[^\n]*\n {4}at /);
    expect(logged.cause).toMatchObject({
      code: '23514',
      constraint: 'patients_phone_both_or_neither',
      message: 'new row for relation "patients" violates check constraint "x"',
    });
  });

  it('leaves anything that is not an error as it is', () => {
    expect(loggableError('text')).toBe('text');
    expect(loggableError(null)).toBeNull();
  });
});

describe('loggableRequest', () => {
  it('logs the path without its query string', async () => {
    const app = Fastify();
    let logged: unknown;
    app.get('/api/v1/patients', async (request) => {
      logged = loggableRequest(request);
      return {};
    });
    await app.inject({ method: 'GET', url: '/api/v1/patients?search=Maria%20Silva&page=2' });
    expect(logged).toMatchObject({ method: 'GET', url: '/api/v1/patients' });
    expect(JSON.stringify(logged)).not.toContain('Maria');
  });
});
