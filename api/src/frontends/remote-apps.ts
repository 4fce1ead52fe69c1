// The remotes the product serves. Same table as shared-ui/federation/remote-apps.cjs (the
// frontends' copy); test/frontends/remote-apps.test.ts keeps the two equal.
export interface RemoteApp {
  /** Workspace folder; also the URL segment of /remotes/<folder>/<version>/. */
  folder: string;
  /** Federation container name: the key in /remotes.json. */
  name: string;
  /** Env variable with a manifest URL that replaces the local build. */
  urlEnv: string;
}

export const REMOTE_APPS: readonly RemoteApp[] = [
  { folder: 'auth-remote', name: 'authRemote', urlEnv: 'REMOTE_AUTH_REMOTE_URL' },
  { folder: 'talent-app', name: 'talentApp', urlEnv: 'REMOTE_TALENT_APP_URL' },
  { folder: 'employer-app', name: 'employerApp', urlEnv: 'REMOTE_EMPLOYER_APP_URL' },
  { folder: 'chat-app', name: 'chatApp', urlEnv: 'REMOTE_CHAT_APP_URL' },
];

/** Written by `npm run remotes` (scripts/remotes.mjs) into DATA_DIR; read on every page load. */
export const REMOTES_OVERRIDE_FILE = 'remotes-override.json';

/** Release versions become URL and folder names: digits and dots, an optional pre-release tag. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export function findRemoteApp(folder: string): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.folder === folder);
}

/** The REMOTE_<FOLDER>_URL values that are set, by folder. */
export function remoteUrlsFromEnv(env: Readonly<Record<string, unknown>>): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    const value = env[app.urlEnv];
    const url = typeof value === 'string' ? value.trim() : '';
    if (url) urls[app.folder] = url;
  }
  return urls;
}
