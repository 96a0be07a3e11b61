// `node --test scripts/lint/`: the lint's type check reports what tsc reports, each file under the
// tsconfig of its own folder, on a small project of its own (the repository is not touched).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { typescriptDiagnostics } from './typescriptDiagnostics.js';

let project;
let eslint;

const files = {
  'tsconfig.json': { compilerOptions: { strict: true, noEmit: true, lib: ['ES2023', 'DOM'] } },
  'server/tsconfig.json': { compilerOptions: { strict: true, noEmit: true, lib: ['ES2023'] } },
  'typeError.ts': 'export const count: number = "three";\n',
  'clean.ts': 'export const title = (name: string): string => name.trim();\n',
  'page.ts': 'export const heading = document.title;\n',
  'server/page.ts': 'export const heading = document.title;\n',
};

before(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'lint-types-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(project, name)), { recursive: true });
    await writeFile(
      path.join(project, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  eslint = new ESLint({
    cwd: project,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: project },
        },
        plugins: { tsc: { rules: { errors: typescriptDiagnostics } } },
        rules: { 'tsc/errors': 'error' },
      },
    ],
  });
});

after(() => rm(project, { recursive: true, force: true }));

const messagesOf = async (name) => {
  const [result] = await eslint.lintFiles([path.join(project, name)]);
  return result.messages.map(({ ruleId, line, column, message }) => ({
    ruleId,
    line,
    column,
    message,
  }));
};

test('a type error is reported with its TypeScript code where tsc puts it', async () => {
  assert.deepEqual(await messagesOf('typeError.ts'), [
    {
      ruleId: 'tsc/errors',
      line: 1,
      column: 14,
      message: "TS2322: Type 'string' is not assignable to type 'number'.",
    },
  ]);
});

test('a file without type errors gets no report', async () => {
  assert.deepEqual(await messagesOf('clean.ts'), []);
});

test("each file is checked under its own folder's tsconfig", async () => {
  assert.deepEqual(await messagesOf('page.ts'), []);
  const server = await messagesOf('server/page.ts');
  assert.equal(server.length, 1);
  assert.match(server[0].message, /^TS2584: Cannot find name 'document'/);
});
