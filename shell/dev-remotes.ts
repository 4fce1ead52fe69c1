import type { Request, Response } from 'express';
import { REMOTE_APPS } from '@peworld/shared-ui/federation/remote-apps.cjs';

/**
 * /remotes.json of the dev server: each remote's own dev server (same host name the browser
 * used, the remote's port), unless REMOTE_<FOLDER>_URL points elsewhere — as in production.
 */
export function serveDevRemotes(request: Request, response: Response): void {
  const remotes: Record<string, string> = {};
  for (const app of REMOTE_APPS) {
    remotes[app.name] =
      process.env[app.urlEnv] || `http://${request.hostname}:${app.devPort}/mf-manifest.json`;
  }
  response.set('Cache-Control', 'no-store').json(remotes);
}
