// Starting, watching and stopping the product's servers, for `npm start` and `npm test`.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '../..');

const colours = [36, 35, 33, 32, 34];
let nextColour = 0;

/** Resolves when nothing listens on host:port; rejects with a message naming the port otherwise. */
export function assertPortFree(port, label, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${label}) is already in use. Stop whatever is using it and try again.`
            : `Cannot use port ${port} (${label}): ${error.message}`,
        ),
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A port nobody listens on right now, chosen by the system. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a long-running child in its own process group, prefixing its output with its name.
 * `onExit` runs if it stops before `stopAll` asked it to.
 */
export function startProcess(
  name,
  command,
  args,
  { cwd = rootDir, env = {}, quiet = false, onExit } = {},
) {
  const colour = colours[nextColour++ % colours.length];
  const prefix = `\x1b[${colour}m[${name}]\x1b[0m `;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.label = name;
  child.output = [];
  const relay = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        child.output.push(line);
        if (child.output.length > 200) child.output.shift();
        if (!quiet) target.write(`${prefix}${line}\n`);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!child.stopping) onExit?.(code, signal);
  });
  return child;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` resolves true; fails early if the child died. */
async function waitUntil(check, { child, timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exited) {
      throw new Error(
        `${child.label} stopped before ${what}:\n${child.output.slice(-30).join('\n')}`,
      );
    }
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

export const waitForHttp = (url, options) =>
  waitUntil(async () => (await fetch(url)).status < 500, { ...options, what: url });

/**
 * Resolves once the api at `apiUrl` says it is ready (`/api/ready` 200: its database and identity
 * provider answer, so a sign-in works) and `pageUrl` is served (by `pageChild`, default `child`):
 * what `npm start` and `npm run dev` call running.
 */
export const waitForReady = ({ apiUrl, pageUrl, child, pageChild = child, timeoutMs }) =>
  Promise.all([
    waitUntil(async () => (await fetch(`${apiUrl}/api/ready`)).ok, {
      child,
      timeoutMs,
      what: `${apiUrl}/api/ready`,
    }),
    waitForHttp(pageUrl, { child: pageChild, timeoutMs }),
  ]);

export const waitForPort = (port, host, options) =>
  waitUntil(
    () =>
      new Promise((resolve) => {
        const socket = net.connect({ port, host }, () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    { ...options, what: `${host}:${port}` },
  );

/** Stops every child's whole process group: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(children, graceMs = 8000) {
  const running = children.filter((child) => child && !child.exited);
  for (const child of running) {
    child.stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + graceMs;
  while (running.some((child) => !child.exited) && Date.now() < deadline) await sleep(100);
  for (const child of running.filter((candidate) => !candidate.exited)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const firebaseBin = path.join(rootDir, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** The Firebase Auth emulator, offline, project demo-clinic, with the port its config file names. */
export function startAuthEmulator({ configFile, quiet = false, onExit }) {
  return startProcess(
    'auth',
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-clinic',
      '--config',
      configFile,
    ],
    { env: { CI: '1', NO_UPDATE_NOTIFIER: '1' }, quiet, onExit },
  );
}

/** Writes a firebase.json for an emulator on another port (tests run beside `npm start`). */
export async function writeEmulatorConfig(file, port) {
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir(path.dirname(file), { recursive: true });
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The processes one command (`npm start`, `npm run dev`) runs: stopped together on Ctrl-C, on
 * SIGTERM, on a failure (`shutdown(1)`) or when one of them exits on its own (`exitedEarly(name)`
 * is its `onExit`).
 */
export function processGroup() {
  const children = [];
  let stopping = false;
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    await stopAll(children);
    process.exit(code);
  }
  const exitedEarly = (name) => (code, signal) => {
    if (stopping) return;
    console.error(
      `\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
    );
    void shutdown(1);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  return { children, shutdown, exitedEarly };
}

/**
 * The Auth emulator of a local run on `port`, its config written to `configFile` (by default
 * .data/firebase.json), ready when this resolves. `onStart` gets it as soon as it is spawned, so a
 * caller can stop it on Ctrl-C while it starts.
 */
export async function startLocalAuthEmulator(
  port,
  { configFile = path.join(rootDir, '.data/firebase.json'), quiet = false, onExit, onStart } = {},
) {
  console.log(`Starting the Firebase Auth emulator on ${port}…`);
  await writeEmulatorConfig(configFile, port);
  const emulator = startAuthEmulator({ configFile, quiet, onExit });
  onStart?.(emulator);
  await waitForPort(port, '127.0.0.1', { child: emulator, timeoutMs: 90_000 });
  return emulator;
}

/**
 * The local Auth emulator as one of a process group's children (`processGroup`): known from its
 * spawn, so Ctrl-C while it starts stops it too, and its early exit stops the group.
 */
export const startGroupAuthEmulator = (port, { children, exitedEarly }) =>
  startLocalAuthEmulator(port, {
    onStart: (emulator) => children.push(emulator),
    onExit: exitedEarly('auth'),
  });

/** The api from its sources (apps/api/src/main.ts), with `env` added to this process's. */
export const startApiFromSource = (env, { onExit, quiet = false } = {}) =>
  startProcess('api', process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(rootDir, 'apps/api'),
    env,
    quiet,
    onExit,
  });

/** Whether a local run uses the Auth emulator: no Firebase project named, or an emulator named. */
export const usesLocalEmulator = () =>
  !process.env.FIREBASE_PROJECT_ID || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

/**
 * Like `assertPortFree`, on 127.0.0.1 and on ::1: `localhost` may resolve to either. A machine
 * without IPv6 skips the second.
 */
export async function assertLocalhostPortFree(port, label) {
  await assertPortFree(port, label);
  await assertPortFree(port, label, '::1').catch((error) => {
    if (!/EAFNOSUPPORT|EADDRNOTAVAIL/.test(error.message)) throw error;
  });
}
