import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { errorCodes } from '@org/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Answers on the bare socket and closes it: for requests Node or the api give up on before
 * Fastify has a reply for them (a request that took too long, headers too large). The body has
 * the shape of every other error, `{ message, code }`.
 */
function answerAndClose(socket: Socket, status: number, message: string): void {
  if (socket.writable) {
    const body = JSON.stringify({ message, code: errorCodes.badRequest });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const TOO_SLOW = 'The request took too long to arrive.';

/**
 * Fastify's `clientErrorHandler`: the answer to what Node refuses before a request reaches a
 * route (REQUEST_TIMEOUT_SECONDS passed, headers too large, a broken request line).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answerAndClose(socket, 408, TOO_SLOW);
  else if (error.code === 'HPE_HEADER_OVERFLOW')
    answerAndClose(socket, 431, 'The request headers are too large.');
  else answerAndClose(socket, 400, 'The request is malformed.');
}

/**
 * A body must arrive at `bytesPerSecond` at least, measured over each `windowMs`: one that
 * trickles in (a byte a second holds a socket, a file descriptor and a partly written file for as
 * long as the client likes) is answered 408 and its connection closed, which ends the route's
 * reading of it, so an upload's partial file is removed as for any broken upload. The check
 * goes on after an early answer (a 401 before the body was read), while Node reads the rest of
 * the body away. A window in which the api itself read nothing (its reader was behind, so Node
 * paused the socket) does not count against the client. 0 bytes a second turns the check off.
 */
export function enforceMinimumUploadRate(
  app: FastifyInstance,
  options: { bytesPerSecond: number; windowMs: number },
): void {
  const { bytesPerSecond, windowMs } = options;
  if (bytesPerSecond <= 0) return;
  const minimumPerWindow = (bytesPerSecond * windowMs) / 1000;
  app.addHook('onRequest', async (request, reply) => {
    const { raw } = request;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0');
    const socket = raw.socket as Socket | undefined;
    // An injected request (light-my-request) has no socket to measure.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return;
    let bytesBefore = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const bytesNow = socket.bytesRead;
      // Paused: the api's reader is behind and Node stopped reading the socket.
      if (bytesNow - bytesBefore < minimumPerWindow && !socket.isPaused()) {
        clearInterval(timer);
        request.log.info(
          { received: bytesNow - bytesBefore, windowMs },
          'request body arrived too slowly; connection closed',
        );
        if (reply.raw.headersSent) socket.destroy();
        else answerAndClose(socket, 408, TOO_SLOW);
        return;
      }
      bytesBefore = bytesNow;
    }, windowMs);
    timer.unref();
    // Most bodies are whole long before the first window ends: no timer outlives them.
    raw.once('end', () => clearInterval(timer));
  });
}
