import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else found.push(full);
  }
  return found;
}

/**
 * esbuild writes the CSS of each entry beside it but does not import it. This makes every ESM entry
 * import its own CSS (so bundlers keep exactly the CSS of what is used), and writes styles.css,
 * the whole library's CSS in one file, theme first. All CSS is minified.
 */
export async function linkEntryStyles(distDir: string): Promise<void> {
  const files = await filesUnder(distDir);
  const cssFiles = files.filter((file) => file.endsWith('.css') && !file.endsWith('styles.css'));
  for (const css of cssFiles) {
    const minified = await transform(await readFile(css, 'utf8'), { loader: 'css', minify: true });
    await writeFile(css, minified.code);
    const js = css.replace(/\.css$/, '.js');
    if (!files.includes(js)) continue;
    const source = await readFile(js, 'utf8');
    const statement = `import "./${path.basename(css)}";\n`;
    if (!source.startsWith(statement)) await writeFile(js, statement + source);
  }
  const ordered = [...cssFiles].sort(
    (a, b) =>
      Number(b.includes(`${path.sep}theme${path.sep}`)) -
        Number(a.includes(`${path.sep}theme${path.sep}`)) || a.localeCompare(b),
  );
  const index = path.join(distDir, 'index.css');
  const combined = await Promise.all(
    ordered.filter((file) => file !== index).map((file) => readFile(file, 'utf8')),
  );
  await writeFile(path.join(distDir, 'styles.css'), combined.join('\n'));
}
