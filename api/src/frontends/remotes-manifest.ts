import { REMOTE_APPS } from './remote-apps.js';
import { distVersion } from './remote-builds.js';

export interface RemotesManifestSources {
  frontendsDir: string;
  /** REMOTE_<FOLDER>_URL values by folder. */
  remoteUrls: Record<string, string>;
}

export function remoteManifestPath(folder: string, version: string): string {
  return `/remotes/${folder}/${version}/mf-manifest.json`;
}

/**
 * /remotes.json without any pointer set by ops: remote container name → manifest URL, per
 * remote REMOTE_<FOLDER>_URL, else the local build. A remote with neither is left out, and the
 * shell shows its pages as unavailable. (What ops set lives in the database: see
 * src/plugins/app/remote-pointers.ts.)
 */
export async function buildRemotesManifest(
  sources: RemotesManifestSources,
): Promise<Record<string, string>> {
  const manifest: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const envUrl = sources.remoteUrls[app.folder];
    if (envUrl) {
      manifest[app.name] = envUrl;
      continue;
    }
    const version = await distVersion(sources.frontendsDir, app.folder);
    if (version) manifest[app.name] = remoteManifestPath(app.folder, version);
  }
  return manifest;
}
