// Runs after the pre-render bundle is emitted: renders each first-visit page and writes it,
// inside the app's own index.html, to dist/prerendered/ with a manifest the server reads.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type webpack from 'webpack';
import type { PrerenderedPage } from '../prerendered-pages';
import type { RenderedPage } from '../render-page';
import { injectPage } from './inject-page';

export interface PrerenderManifestEntry {
  path: string;
  file: string;
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
        renderPage: (url: string) => Promise<RenderedPage>;
      };
      const { distDir, pages, remoteVersions } = this.options;
      const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const outDir = path.join(distDir, PRERENDER_DIR);
      mkdirSync(outDir, { recursive: true });
      const manifest: PrerenderManifestEntry[] = [];
      for (const page of pages) {
        const rendered = await renderPage(page.path);
        const html = injectPage(template, page, rendered);
        const file = path.join(outDir, page.file);
        writeFileSync(file, html);
        // Sent precompressed like the scripts (the server picks by Accept-Encoding).
        writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
        writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
        const remotes: Record<string, string> = {};
        if (page.remote) remotes[page.remote] = remoteVersions[page.remote] ?? 'unknown';
        manifest.push({ path: page.path, file: page.file, remotes });
      }
      writeFileSync(
        path.join(outDir, PRERENDER_MANIFEST),
        `${JSON.stringify({ pages: manifest }, null, 2)}\n`,
      );
    });
  }
}
