import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { waitForReady } from './processes.mjs';

/** An api stand-in: /api/ready answers `readyStatus`, every page 200; counts readiness asks. */
async function startServer() {
  const server = createServer((request, response) => {
    if (request.url === '/api/ready') {
      state.readinessAsks += 1;
      response.writeHead(state.readyStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify(state.readyStatus === 200 ? { status: 'ready' } : {}));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html>');
  });
  const state = { readyStatus: 503, readinessAsks: 0, server };
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${server.address().port}`;
  return state;
}

test('running means the api is ready, not only that it answers and serves the page', async () => {
  const api = await startServer();
  try {
    let ready = false;
    const waiting = waitForReady({
      apiUrl: api.url,
      pageUrl: `${api.url}/login`,
      timeoutMs: 20_000,
    }).then(() => {
      ready = true;
    });
    // The page is served and the api answers, but says 503 (the identity provider not yet there).
    while (api.readinessAsks < 3 && !ready) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(ready, false);

    api.readyStatus = 200;
    await waiting;
    assert.equal(ready, true);
  } finally {
    api.server.close();
  }
});
