// What a remote pointer can name, and how it becomes a manifest URL. A target is either a release
// version of ours ('1.1.0', served by this product at /remotes/<folder>/<version>/) or the URL of
// a manifest elsewhere ('https://cdn.example/talent/mf-manifest.json').
import { VERSION_PATTERN } from '../frontends/remote-apps.js';
import { remoteManifestPath } from '../frontends/remotes-manifest.js';

export type RemoteTarget = string;

export function isVersionTarget(target: RemoteTarget): boolean {
  return VERSION_PATTERN.test(target);
}

/** An absolute http(s) URL or a path on this origin; nothing else may reach the page's CSP. */
export function isManifestUrlTarget(target: RemoteTarget): boolean {
  if (/^\/(?!\/)\S*$/.test(target)) return true;
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(target);
  } catch {
    return false;
  }
}

export function isTarget(value: string): boolean {
  return isVersionTarget(value) || isManifestUrlTarget(value);
}

/** The manifest URL /remotes.json gives for a target. */
export function manifestUrlOf(folder: string, target: RemoteTarget): string {
  return isVersionTarget(target) ? remoteManifestPath(folder, target) : target;
}

/**
 * The target a manifest URL stands for (the inverse of manifestUrlOf): our own release path
 * becomes its version, anything else stays the URL. Failure reports name the URL the browser
 * loaded; statistics count them under the same name as the page loads.
 */
export function targetOfManifestUrl(folder: string, url: string): RemoteTarget {
  const prefix = `/remotes/${folder}/`;
  const suffix = '/mf-manifest.json';
  if (url.startsWith(prefix) && url.endsWith(suffix)) {
    const version = url.slice(prefix.length, -suffix.length);
    if (isVersionTarget(version)) return version;
  }
  return url;
}
