import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../e2e/chromium';
import { startLocalRegistry, type LocalRegistry } from './verdaccio';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '../..');
const rootDir = path.resolve(packageDir, '../..');
const REGISTRY_PORT = Number(process.env.PUBLISH_TEST_REGISTRY_PORT ?? 4874);

let workDir: string;
let registry: LocalRegistry;
let appDir: string;
let server: Server;
let browser: Browser;

const rootManifest = JSON.parse(await readFile(path.join(rootDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const uiManifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** A brand-new Vite + React app, as a sibling team would start one, using only Button. */
async function writeConsumerApp(dir: string, registryUrl: string): Promise<void> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  const devDependencies = {
    vite: rootManifest.devDependencies.vite,
    '@vitejs/plugin-react': rootManifest.devDependencies['@vitejs/plugin-react'],
  };
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'sibling-app',
      private: true,
      type: 'module',
      dependencies: { '@org/ui': uiManifest.version, react: '^19.2.0', 'react-dom': '^19.2.0' },
      devDependencies,
    }),
  );
  // Only the @org scope comes from our registry; everything else from the usual one.
  await writeFile(path.join(dir, '.npmrc'), `@org:registry=${registryUrl}/\n`);
  await writeFile(
    path.join(dir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sibling app</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  await writeFile(
    path.join(dir, 'src/main.jsx'),
    [
      "import { Button, lightTheme } from '@org/ui';",
      "import { createRoot } from 'react-dom/client';",
      'document.documentElement.classList.add(lightTheme);',
      'createRoot(document.getElementById(\'root\')).render(<Button variant="primary">Published button</Button>);',
    ].join('\n'),
  );
}

async function serveStatic(dir: string): Promise<string> {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://local').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html';
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': type }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const builtAssets = async (extension: string) => {
  const assetsDir = path.join(appDir, 'dist/assets');
  const names = (await readdir(assetsDir)).filter((name) => name.endsWith(extension));
  return Promise.all(names.map((name) => readFile(path.join(assetsDir, name), 'utf8')));
};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'org-ui-publish-'));
  registry = await startLocalRegistry(workDir, REGISTRY_PORT);
  const userConfig = path.join(workDir, 'publisher.npmrc');
  const host = registry.url.replace(/^http:/, '');
  await writeFile(userConfig, `${host}/:_authToken=${registry.token}\n`);
  await run('npm', ['publish', '--registry', registry.url, '--userconfig', userConfig], {
    cwd: packageDir,
  });

  appDir = path.join(workDir, 'sibling-app');
  await writeConsumerApp(appDir, registry.url);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: appDir });
  await run(
    process.execPath,
    [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: appDir,
    },
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await registry?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('@org/ui as a sibling app gets it from a registry', () => {
  it('installs the published version from the scoped registry', async () => {
    const installed = JSON.parse(
      await readFile(path.join(appDir, 'node_modules/@org/ui/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(installed.version).toBe(uiManifest.version);
    // The lockfile's integrity is the tarball our registry serves, so that is where it came from.
    const lock = JSON.parse(await readFile(path.join(appDir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { integrity?: string }>;
    };
    const published = (await (await fetch(`${registry.url}/@org%2fui`)).json()) as {
      versions: Record<string, { dist: { integrity: string } }>;
    };
    expect(lock.packages['node_modules/@org/ui']?.integrity).toBe(
      published.versions[uiManifest.version]?.dist.integrity,
    );
  });

  it('renders a Button with its styles applied in Chromium', async () => {
    const page = await browser.newPage();
    await page.goto(await serveStatic(path.join(appDir, 'dist')));
    const button = page.getByRole('button', { name: 'Published button' });
    await button.waitFor();
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        cursor: computed.cursor,
      };
    });
    expect(style).toEqual({
      background: 'rgb(11, 110, 105)',
      color: 'rgb(255, 255, 255)',
      cursor: 'pointer',
    });
  });

  it('ships only what Button needs: no other component in the JavaScript or CSS', async () => {
    const javascript = (await builtAssets('.js')).join('\n');
    const css = (await builtAssets('.css')).join('\n');
    expect(javascript).not.toMatch(/react-datepicker|nprogress|DatePicker|Toast/);
    expect(css).not.toMatch(/react-datepicker|nprogress/);
    expect(gzipSync(css).length).toBeLessThanOrEqual(2 * 1024);
  });

  it('can be required from CommonJS too', async () => {
    const { stdout } = await run(
      process.execPath,
      ['-e', "const ui = require('@org/ui'); console.log(typeof ui.Button, typeof ui.lightTheme)"],
      { cwd: appDir },
    );
    expect(stdout.trim()).toBe('object string');
  });
});
