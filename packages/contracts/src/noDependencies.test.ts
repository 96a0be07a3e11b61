import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const sourceFiles = readdirSync(path.join(packageDir, 'src')).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('@org/contracts stays free of runtime dependencies', () => {
  it('declares no dependencies or peer dependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      dependencies?: object;
      peerDependencies?: object;
    };
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
  });

  it('imports nothing but its own files', () => {
    const imported = sourceFiles.flatMap((name) =>
      [...readFileSync(path.join(packageDir, 'src', name), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
  });
});
