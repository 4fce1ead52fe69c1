export interface RemoteApp {
  /** Workspace folder, also the URL segment of /remotes/<folder>/<version>/. */
  folder: string;
  /** Federation container name (the key in /remotes.json). */
  name: string;
  devPort: number;
  /** Env variable holding a manifest URL that overrides the local build. */
  urlEnv: string;
}

export declare const REMOTE_APPS: readonly RemoteApp[];
export declare const SHELL_DEV_PORT: number;
export declare const API_DEV_PORT: number;
export declare function findRemoteApp(folder: string): RemoteApp | undefined;
