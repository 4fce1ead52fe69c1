// Which build of each remote one visitor gets: a preview this browser opened, else the canary
// when the visitor's cohort falls inside its share, else the stable pointer, else the default.
// The cohort is a hash of a random visitor id kept in a cookie, so it needs no server state: the
// same visitor lands on the same side on every instance and every reload, and raising a canary
// from 10 % to 20 % keeps the first 10 % in it.
import { createHash, randomBytes } from 'node:crypto';
import { REMOTE_APPS } from '../frontends/remote-apps.js';
import type { PointerRow } from './pointer-commands.js';
import type { PreviewRow } from './pointer-store.js';
import { manifestUrlOf, type RemoteTarget } from './targets.js';

export const VISITOR_COOKIE = 'peworld_visitor';
export const PREVIEW_COOKIE = 'peworld_preview';
/** A visitor keeps its cohort for a year (it is a random id, nothing else). */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** A browser holds at most this many previews at once. */
export const MAX_PREVIEWS_PER_BROWSER = 5;

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

export function newPreviewToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The well-formed preview tokens of a cookie value (comma separated, newest last). */
export function previewTokensOf(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie
    .split(',')
    .filter((token) => PREVIEW_TOKEN.test(token))
    .slice(-MAX_PREVIEWS_PER_BROWSER);
}

/** 0 ≤ bucket < 100, uniform over visitors, independent per remote. */
export function canaryBucket(visitorId: string, remote: string): number {
  const digest = createHash('sha256').update(`${remote}:${visitorId}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

export function inCanary(visitorId: string, remote: string, percent: number): boolean {
  return percent > 0 && canaryBucket(visitorId, remote) < percent;
}

export type Cohort = 'preview' | 'canary' | 'stable' | 'default';

export interface RemoteAssignment {
  folder: string;
  /** Container name: the key in /remotes.json. */
  name: string;
  target: RemoteTarget;
  manifestUrl: string;
  cohort: Cohort;
}

export interface AssignInput {
  pointers: ReadonlyMap<string, PointerRow>;
  /** The previews this browser opened (already matched to its cookie, unexpired). */
  previews: readonly PreviewRow[];
  /** Per folder, what a remote without a stable pointer serves (env URL or local build). */
  defaults: Readonly<Record<string, RemoteTarget | null>>;
  visitorId: string | null;
}

/** One entry per remote that has anything to serve; a remote with nothing is left out. */
export function assignRemotes(input: AssignInput): RemoteAssignment[] {
  const assignments: RemoteAssignment[] = [];
  for (const app of REMOTE_APPS) {
    const pointer = input.pointers.get(app.folder);
    const preview = [...input.previews].reverse().find((entry) => entry.remote === app.folder);
    let target: RemoteTarget | null = null;
    let cohort: Cohort = 'default';
    if (preview) {
      target = preview.target;
      cohort = 'preview';
    } else if (
      pointer?.canary &&
      input.visitorId &&
      inCanary(input.visitorId, app.folder, pointer.canaryPercent)
    ) {
      target = pointer.canary;
      cohort = 'canary';
    } else if (pointer?.stable) {
      target = pointer.stable;
      cohort = 'stable';
    } else {
      target = input.defaults[app.folder] ?? null;
    }
    if (target === null) continue;
    assignments.push({
      folder: app.folder,
      name: app.name,
      target,
      manifestUrl: manifestUrlOf(app.folder, target),
      cohort,
    });
  }
  return assignments;
}
