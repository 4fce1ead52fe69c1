// The shell build's pre-rendered first-visit pages (landing, logins, 404): dist/prerendered/
// holds each page's HTML and manifest.json says which path it is for and which remote build
// its markup came from (shell/src/prerender/build/prerender-pages-plugin.ts writes them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_APPS } from './remote-apps.js';
import { remoteManifestPath } from './remotes-manifest.js';

export interface PrerenderedPageEntry {
  path: string;
  file: string;
  /** The page's language (a build from before issue 29 has one page per path: Indonesian). */
  language?: 'id' | 'en';
  /** Remote container name → version of the remote page inside the HTML. */
  remotes: Record<string, string>;
}

const trimSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const PAGE_FILE = /^[a-z0-9-]+(\.(id|en))?\.html$/;

export interface PrerenderManifest {
  pages: PrerenderedPageEntry[];
  /** Per language, the HTML of every page the browser renders (lang, description in it). */
  appPages: Partial<Record<'id' | 'en', string>>;
}

/** The manifest, or nothing pre-rendered when the build has none (or it is unreadable). */
export async function readPrerenderManifest(shellDist: string): Promise<PrerenderManifest> {
  try {
    const raw = await readFile(path.join(shellDist, 'prerendered', 'manifest.json'), 'utf8');
    const parsed = JSON.parse(raw) as { pages?: unknown; appPages?: unknown };
    const appPages: PrerenderManifest['appPages'] = {};
    if (typeof parsed.appPages === 'object' && parsed.appPages !== null)
      for (const [language, file] of Object.entries(parsed.appPages))
        if (
          (language === 'id' || language === 'en') &&
          typeof file === 'string' &&
          PAGE_FILE.test(file)
        )
          appPages[language] = file;
    return { pages: pagesOf(parsed.pages), appPages };
  } catch {
    return { pages: [], appPages: {} };
  }
}

/** The manifest's pages, or none when the build has no pre-render (or it is unreadable). */
export async function readPrerenderedPages(shellDist: string): Promise<PrerenderedPageEntry[]> {
  return (await readPrerenderManifest(shellDist)).pages;
}

function pagesOf(pages: unknown): PrerenderedPageEntry[] {
  if (!Array.isArray(pages)) return [];
  return pages.filter(
    (page): page is PrerenderedPageEntry =>
      typeof page?.path === 'string' &&
      typeof page?.file === 'string' &&
      PAGE_FILE.test(page.file) &&
      typeof page?.remotes === 'object' &&
      page.remotes !== null,
  );
}

/**
 * The pre-rendered page for this URL path, if its markup is still what the browser will
 * render: every remote page in it must come from the build /remotes.json names now. After
 * ops swap a remote (another version, another origin), that page falls back to the plain app
 * page instead of showing the old remote's markup.
 */
export function pickPrerenderedPage(
  pages: readonly PrerenderedPageEntry[],
  pathname: string,
  currentRemotes: Readonly<Record<string, string>>,
  language: 'id' | 'en' = 'id',
): PrerenderedPageEntry | null {
  const page = pages.find(
    (entry) =>
      trimSlash(entry.path) === trimSlash(pathname) && (entry.language ?? 'id') === language,
  );
  if (!page) return null;
  for (const [name, version] of Object.entries(page.remotes)) {
    const app = REMOTE_APPS.find((candidate) => candidate.name === name);
    if (!app || currentRemotes[name] !== remoteManifestPath(app.folder, version)) return null;
  }
  return page;
}
