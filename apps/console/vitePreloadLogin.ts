import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The screen a visit without a session opens on. */
const LOGIN_SCREEN = /\/features\/login\/LoginScreen\.tsx$/;

/**
 * docs/decisions.md "index.html preloads the sign-in screen": the sign-in screen is a lazily loaded
 * route, so a browser would ask for it only once the main script has run. index.html names it and
 * what it needs beyond the main script (`modulepreload`, and its CSS as `preload`, which the
 * dynamic import then finds in the cache), so it arrives with the main script.
 */
export function preloadLoginScreen(): Plugin {
  let base = '/';
  return {
    name: 'clinic:preload-login-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] | undefined {
        if (!bundle || !entry) return undefined;
        const chunkNamed = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : undefined;
        };
        const login = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk =>
            output.type === 'chunk' && LOGIN_SCREEN.test(output.facadeModuleId ?? ''),
        );
        if (!login) throw new Error('The build has no LoginScreen chunk to preload');

        // What the entry loads already: itself, its static imports (Vite preloads them) and their CSS.
        const loaded = new Set<string>();
        const loadedCss = new Set<string>();
        const markLoaded = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          const chunk = chunkNamed(fileName);
          chunk?.viteMetadata?.importedCss.forEach((css) => loadedCss.add(css));
          chunk?.imports.forEach(markLoaded);
        };
        markLoaded(entry.fileName);

        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          const chunk = chunkNamed(fileName);
          if (!chunk) return;
          scripts.push(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => {
            if (!loadedCss.has(css) && !styles.includes(css)) styles.push(css);
          });
          chunk.imports.forEach(visit);
        };
        visit(login.fileName);

        return [
          ...scripts.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
          // `crossorigin` as on the stylesheet link Vite's loader adds for the dynamic import: a
          // preload is reused only by a request in the same CORS mode, else the file comes twice.
          ...styles.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
