/**
 * Which remote build rendered a page. Remotes pass their own `__APP_NAME__`/`__APP_VERSION__`:
 * shared-ui is a federation singleton, so at run time it may be the shell's copy and must not
 * read build-time constants itself.
 */
export interface RemoteBuild {
  /** Federation container name, e.g. 'talentApp'. */
  name: string;
  version: string;
}
