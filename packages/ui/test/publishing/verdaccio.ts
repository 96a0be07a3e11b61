import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const verdaccioBin = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/verdaccio/bin/verdaccio',
);

export interface LocalRegistry {
  url: string;
  token: string;
  stop(): Promise<void>;
}

/** A real npm registry (verdaccio) on loopback, with no uplinks: it serves only what we publish. */
export async function startLocalRegistry(workDir: string, port: number): Promise<LocalRegistry> {
  const configFile = path.join(workDir, 'verdaccio.yaml');
  await writeFile(
    configFile,
    [
      `storage: ${path.join(workDir, 'storage')}`,
      `auth:\n  htpasswd:\n    file: ${path.join(workDir, 'htpasswd')}\n    max_users: 10`,
      'uplinks: {}',
      "packages:\n  '@org/*':\n    access: $all\n    publish: $authenticated\n  '**':\n    access: $all",
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [verdaccioBin, '--config', configFile, '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/-/ping`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`verdaccio did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const response = await fetch(`${url}/-/user/org.couchdb.user:publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'publisher', password: 'publisher-password' }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`verdaccio gave no token (${response.status})`);

  return {
    url,
    token,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
