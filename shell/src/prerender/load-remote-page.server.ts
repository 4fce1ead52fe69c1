// Stands in for ../federation/load-remote-page.ts in the build-time pre-render (the webpack
// config of the pre-render swaps the module): Node has no federation runtime, so the remote
// pages a pre-rendered route shows are imported from the files the remote exposes. The
// aliases 'authRemote/<Page>' are made by that config from the remote's own `exposes` map.
import type { RemoteModuleId, RemotePageModule } from '../federation/remotes';
import type { RemotePageId } from '../federation/route-table';
import { recordRemoteVersion } from '../federation/remote-versions';
import { remoteNameOf } from '../federation/remote-names';

/** The version of each remote as its own build stamps it, set by the pre-render config. */
declare const __PRERENDER_REMOTE_VERSIONS__: Record<string, string>;

const REMOTE_PAGES: Partial<Record<RemoteModuleId, () => Promise<RemotePageModule>>> = {
  'authRemote/UserLoginPage': () => import('authRemote/UserLoginPage'),
  'authRemote/CompanyLoginPage': () => import('authRemote/CompanyLoginPage'),
  'authRemote/OptionRegistPage': () => import('authRemote/OptionRegistPage'),
};

export class RemoteTimeoutError extends Error {}

export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  const load = REMOTE_PAGES[id as RemoteModuleId];
  if (!load) throw new Error(`${id} is not part of the pre-rendered pages`);
  const name = remoteNameOf(id);
  const version = __PRERENDER_REMOTE_VERSIONS__[name];
  if (version) recordRemoteVersion(name, version);
  return load();
}

/** Nothing to warm during a build. */
export function prefetchRemotePage(): void {}

export function clearRemotePageCache(): void {}
