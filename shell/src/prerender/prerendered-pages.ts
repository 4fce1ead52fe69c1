import { paths } from '@peworld/shared-ui/core';
import type { RemoteName } from '../federation/remote-names';

/**
 * The pages a first visit lands on, rendered to HTML at build time (issue 12): they paint
 * before any script runs and are then hydrated. Each names the remote whose page it contains,
 * so the server can fall back to the plain app page once ops swap that remote.
 */
export interface PrerenderedPage {
  /** The URL path the page is served at. */
  path: string;
  /** File name under dist/prerendered/. */
  file: string;
  /** The remote whose exposed page the HTML contains, if any. */
  remote?: RemoteName;
  /** Shown without JavaScript: the page cannot work without it (forms that sign in). */
  needsScript: boolean;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.landing.path, file: 'landing.html', needsScript: false },
  { path: paths.notFound.path, file: '404.html', needsScript: false },
  { path: paths.userLogin.path, file: 'user-login.html', remote: 'authRemote', needsScript: true },
  { path: paths.compLogin.path, file: 'comp-login.html', remote: 'authRemote', needsScript: true },
  {
    path: paths.optionRegist.path,
    file: 'option-regist.html',
    remote: 'authRemote',
    needsScript: false,
  },
];
