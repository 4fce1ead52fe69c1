// A remote named on the command line or in a URL: by folder (talent-app) or container name
// (talentApp).
import { findRemoteApp, REMOTE_APPS, type RemoteApp } from '../frontends/remote-apps.js';

/** An unknown remote name (404 over HTTP). */
export class UnknownRemote extends Error {
  constructor(remote: string) {
    super(`Unknown remote "${remote}": one of ${REMOTE_APPS.map((app) => app.folder).join(', ')}`);
    this.name = 'UnknownRemote';
  }
}

export function resolveRemoteApp(remote: string): RemoteApp {
  const app = findRemoteApp(remote) ?? REMOTE_APPS.find((candidate) => candidate.name === remote);
  if (!app) throw new UnknownRemote(remote);
  return app;
}
