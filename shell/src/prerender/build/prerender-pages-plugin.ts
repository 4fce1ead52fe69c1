// Runs after the pre-render bundle is emitted: renders each first-visit page and writes it,
// inside the app's own index.html, to dist/prerendered/ with a manifest the server reads.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type webpack from 'webpack';
import type { PrerenderedPage } from '../prerendered-pages';
import type { RenderedPage } from '../render-page';
import { LOCALES, type Locale } from '@peworld/shared-ui/locale';
import { injectPage } from './inject-page';
import { localizeTemplate } from './localize-template';

export interface PrerenderManifestEntry {
  path: string;
  file: string;
  /** The page's language: the server sends each visitor the file of theirs. */
  language: Locale;
  /** Remote container name → version whose page is in the HTML. */
  remotes: Record<string, string>;
}

export interface PrerenderPagesOptions {
  /** The client build's output (index.html is read from it, pages are written into it). */
  distDir: string;
  pages: readonly PrerenderedPage[];
  remoteVersions: Record<string, string>;
}

export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';

/** Written beside, then renamed over: the running server never reads half a page. */
function writeAtomically(file: string, data: string | Buffer): void {
  writeFileSync(`${file}.next`, data);
  renameSync(`${file}.next`, file);
}

export class PrerenderPagesPlugin {
  constructor(private readonly options: PrerenderPagesOptions) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path ?? '', 'render-page.cjs');
      // A CommonJS file this very build just wrote: required, after dropping any copy an
      // earlier build in this process cached.
      delete require.cache[bundle];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { renderPage } = require(bundle) as {
        renderPage: (url: string, locale: Locale) => Promise<RenderedPage>;
      };
      const { distDir, pages, remoteVersions } = this.options;
      const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const outDir = path.join(distDir, PRERENDER_DIR);
      mkdirSync(outDir, { recursive: true });
      const manifest: PrerenderManifestEntry[] = [];
      /** Every other page's HTML (the app renders it in the browser), per language. */
      const appPages: Partial<Record<Locale, string>> = {};
      const write = (file: string, html: string) => {
        writeAtomically(path.join(outDir, file), html);
        // Sent precompressed like the scripts (the server picks by Accept-Encoding).
        writeAtomically(path.join(outDir, `${file}.br`), zlib.brotliCompressSync(html));
        writeAtomically(path.join(outDir, `${file}.gz`), zlib.gzipSync(html, { level: 9 }));
      };
      for (const language of LOCALES) {
        const localized = localizeTemplate(template, language);
        appPages[language] = `app.${language}.html`;
        write(`app.${language}.html`, localized);
        for (const page of pages) {
          const rendered = await renderPage(page.path, language);
          const file = page.file.replace(/\.html$/, `.${language}.html`);
          write(file, injectPage(localized, page, rendered));
          const remotes: Record<string, string> = {};
          if (page.remote) remotes[page.remote] = remoteVersions[page.remote] ?? 'unknown';
          manifest.push({ path: page.path, file, language, remotes });
        }
      }
      writeAtomically(
        path.join(outDir, PRERENDER_MANIFEST),
        `${JSON.stringify({ pages: manifest, appPages }, null, 2)}\n`,
      );
    });
  }
}
