import { errorCodes } from '@org/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errorHandling';
import { MAX_JSON_DEPTH, nestsDeeperThan, registerJsonBodyParser } from './jsonBody';

/** `depth` objects (or arrays) one inside the other, built without recursion. */
const nested = (depth: number, shape: 'object' | 'array'): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1)
    value = shape === 'object' ? { a: value } : [value];
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts every object and array as a level, and allows exactly the cap', () => {
    expect(nestsDeeperThan(nested(3, 'object'), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4, 'object'), 3)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
  });

  it('walks a hundred thousand levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000, 'object'), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(100_000, 'array'), 200_000)).toBe(false);
  });
});

describe('the JSON body parser', () => {
  const parsing = async (payload: string) => {
    const app = Fastify();
    registerErrorHandling(app);
    registerJsonBodyParser(app);
    app.post('/', async (request) => ({ received: request.body }));
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    await app.close();
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it(`refuses a body nested more than ${MAX_JSON_DEPTH} levels with 400 INVALID_BODY`, async () => {
    const tooDeep = `{"email":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    expect(await parsing(tooDeep)).toMatchObject({
      status: 400,
      body: { code: errorCodes.invalidBody },
    });
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(await parsing(deepArray)).toMatchObject({
      status: 400,
      body: { code: errorCodes.invalidBody },
    });
    const justOver = JSON.stringify(nested(MAX_JSON_DEPTH + 1, 'array'));
    expect((await parsing(justOver)).status).toBe(400);
  });

  it('passes everything else on as Fastify parses it', async () => {
    const atTheCap = nested(MAX_JSON_DEPTH, 'object');
    expect(await parsing(JSON.stringify(atTheCap))).toEqual({
      status: 200,
      body: { received: atTheCap },
    });
    expect((await parsing('{"a":')).body).toMatchObject({
      message: 'The request body is not valid JSON.',
    });
    // Fastify's own refusal of prototype poisoning stays.
    expect((await parsing('{"__proto__":{"admin":true}}')).status).toBe(400);
  });
});
