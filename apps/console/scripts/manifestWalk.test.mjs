// node --test scripts/ — the manifest walk behind `npm run size`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryKey, jsFilesOf, ownKeys, routeChunkKeys, staticClosure } from './manifestWalk.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_i18n.js'],
    dynamicImports: [
      'src/features/login/LoginScreen.tsx',
      'src/features/home/HomeScreen.tsx',
      'src/app/session/firebaseSession.ts',
      'src/app/i18n/locales/shell/fr.json',
      'src/app/i18n/locales/session/fr.json',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_i18n.js': { file: 'assets/i18n.js', imports: ['_react.js'] },
  '_Button.js': { file: 'assets/Button.js', imports: ['index.html'], css: ['assets/Button.css'] },
  '_Button.css': { file: 'assets/Button.css' },
  'src/features/login/LoginScreen.tsx': {
    file: 'assets/LoginScreen.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Button.js'],
    dynamicImports: ['src/features/login/loginRuntime.ts'],
  },
  'src/features/login/loginRuntime.ts': {
    file: 'assets/loginRuntime.js',
    isDynamicEntry: true,
    imports: ['_yup.js'],
  },
  '_yup.js': { file: 'assets/yup.js' },
  'src/features/home/HomeScreen.tsx': {
    file: 'assets/HomeScreen.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Button.js', '_Table.js'],
  },
  '_Table.js': { file: 'assets/Table.js' },
  'src/app/session/firebaseSession.ts': { file: 'assets/firebase.js', isDynamicEntry: true },
  'src/app/i18n/locales/shell/fr.json': { file: 'assets/fr-shell.js', isDynamicEntry: true },
  'src/app/i18n/locales/session/fr.json': { file: 'assets/fr-session.js', isDynamicEntry: true },
};

describe('the manifest walk', () => {
  it('follows static imports and never dynamic ones', () => {
    const keys = staticClosure(manifest, ['index.html', 'src/features/login/LoginScreen.tsx']);
    assert.deepEqual([...keys].sort(), [
      '_Button.js',
      '_i18n.js',
      '_react.js',
      'index.html',
      'src/features/login/LoginScreen.tsx',
    ]);
    assert.ok(!keys.has('src/features/login/loginRuntime.ts'));
    assert.ok(!keys.has('src/app/session/firebaseSession.ts'));
  });

  it('visits a chunk imported twice once, and survives import cycles', () => {
    const keys = staticClosure(manifest, ['_Button.js']);
    assert.equal(keys.size, 4);
  });

  it('refuses a key the manifest does not have', () => {
    assert.throws(() => staticClosure(manifest, ['src/missing.tsx']), /not in the build manifest/);
  });

  it('lists JavaScript files only', () => {
    const files = jsFilesOf(manifest, ['_Button.js', '_Button.css', 'index.html']);
    assert.deepEqual(files, ['assets/Button.js', 'assets/index.js']);
  });

  it('finds the entry and the routes it loads on demand', () => {
    assert.equal(entryKey(manifest), 'index.html');
    assert.deepEqual(routeChunkKeys(manifest), [
      'src/features/login/LoginScreen.tsx',
      'src/features/home/HomeScreen.tsx',
    ]);
  });

  it("counts a route's own chunks, not what the page already loaded", () => {
    const loaded = staticClosure(manifest, ['index.html', 'src/features/login/LoginScreen.tsx']);
    const own = ownKeys(manifest, 'src/features/home/HomeScreen.tsx', loaded);
    assert.deepEqual([...own].sort(), ['_Table.js', 'src/features/home/HomeScreen.tsx']);
  });
});
