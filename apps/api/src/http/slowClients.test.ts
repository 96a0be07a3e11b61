import type { Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerClientError, enforceMinimumUploadRate } from './slowClients';

/** A socket that records what is written to it and whether it was closed. */
const fakeSocket = () => {
  const socket = {
    written: '',
    destroyed: false,
    writable: true,
    write(text: string) {
      socket.written += text;
      return true;
    },
    destroy() {
      socket.destroyed = true;
    },
  };
  return socket;
};

describe('answerClientError', () => {
  it("answers Node's request timeout 408 in the shape of every error, and closes the socket", () => {
    const socket = fakeSocket();
    answerClientError(
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket as unknown as Socket,
    );
    const [head, body] = socket.written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(body!)).toEqual({
      message: 'The request took too long to arrive.',
      code: 'BAD_REQUEST',
    });
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing to a socket the client already reset', () => {
    const socket = fakeSocket();
    answerClientError(
      Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
      socket as unknown as Socket,
    );
    expect(socket.written).toBe('');
  });
});

describe('enforceMinimumUploadRate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind for a request without a socket to measure (injected)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    enforceMinimumUploadRate(app, { bytesPerSecond: 1024, windowMs: 1000 });
    app.post('/', async () => ({ ok: true }));
    const response = await app.inject({ method: 'POST', url: '/', payload: { a: 1 } });
    expect(response.statusCode).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });
});
