import { REMOTE_APPS } from './remote-apps.js';
import { distVersion } from './remote-builds.js';
import { readRemoteOverrides } from './remote-overrides.js';

export interface RemotesManifestSources {
  frontendsDir: string;
  dataDir: string;
  /** REMOTE_<FOLDER>_URL values by folder. */
  remoteUrls: Record<string, string>;
}

export function remoteManifestPath(folder: string, version: string): string {
  return `/remotes/${folder}/${version}/mf-manifest.json`;
}

/**
 * /remotes.json: remote container name → manifest URL. Per remote, in order: the override
 * written by `npm run remotes`, REMOTE_<FOLDER>_URL, then the local build. A remote with none
 * of these is left out, and the shell shows its pages as unavailable.
 */
export async function buildRemotesManifest(
  sources: RemotesManifestSources,
  onProblem?: (message: string) => void,
): Promise<Record<string, string>> {
  const overrides = await readRemoteOverrides(sources.dataDir, onProblem);
  const manifest: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const override = overrides[app.folder];
    if (override && 'url' in override) {
      manifest[app.name] = override.url;
      continue;
    }
    if (override) {
      manifest[app.name] = remoteManifestPath(app.folder, override.version);
      continue;
    }
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
