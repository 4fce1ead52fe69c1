// `fastify.remotePointers`: which build of each remote the product serves, kept in the database
// every instance shares (issue 30). Each instance caches the pointers in memory and drops the
// cache when any instance changes them (a broadcast on the live-events bus, which crosses
// instances), so /remotes.json costs no query per page load and a change is served everywhere
// within the bus's delay. The cache is also re-read every 30 s, in case a message was lost.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS, type RemoteApp } from '../../frontends/remote-apps.js';
import { availableVersions, distVersion } from '../../frontends/remote-builds.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import {
  CheckFailed,
  inspectRemote,
  type InspectContext,
} from '../../remote-ops/inspect-remote.js';
import type { PointerCommand, PointerRow } from '../../remote-ops/pointer-commands.js';
import {
  changePointer,
  insertPreview,
  readActivePreviews,
  readHistory,
  readPointers,
  sweepExpired,
  type ChangeResult,
  type HistoryEntry,
  type PreviewRow,
} from '../../remote-ops/pointer-store.js';
import { createLoadCounter, readLastHour, recordFailure } from '../../remote-ops/remote-stats.js';
import { cachedFor, staleWhileRevalidate } from '../../remote-ops/cached.js';
import { probeRemotes, type RemoteHealth } from '../../remote-ops/remote-health.js';
import { resolveRemoteApp } from '../../remote-ops/remote-lookup.js';
import { remoteStatus, type RemoteStatus } from '../../remote-ops/remote-status.js';
import {
  isVersionTarget,
  targetOfManifestUrl,
  type RemoteTarget,
} from '../../remote-ops/targets.js';
import { validateTarget } from '../../remote-ops/validate-target.js';
import { importOverrideFile } from '../../remote-ops/import-override-file.js';
import {
  assignRemotes,
  hashPreviewToken,
  isVisitorId,
  MAX_PREVIEWS_PER_BROWSER,
  newPreviewToken,
  newVisitorId,
  PREVIEW_COOKIE,
  previewTokensOf,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  type RemoteAssignment,
} from '../../remote-ops/visitor-remotes.js';

export const POINTERS_TOPIC = 'remote-pointers';
/** Query parameter of a preview link: /?remote-preview=<token> (or =off to leave previews). */
export const PREVIEW_PARAM = 'remote-preview';
const CACHE_MAX_AGE_MS = 30_000;
const FLUSH_EVERY_MS = 5_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const VALIDATE_TIMEOUT_MS = 5_000;
const HEALTH_TIMEOUT_MS = 3_000;
const HEALTH_CACHE_MS = 30_000;
const PREVIEW_HOURS_DEFAULT = 24;

interface Snapshot {
  pointers: Map<string, PointerRow>;
  previews: Map<string, PreviewRow>;
}

export interface FailureInput {
  /** Container name (as in /remotes.json). */
  remote: string;
  /** The manifest URL the browser had for it. */
  entry: string;
  code: string;
  phase: string;
  page: string;
  message: string;
}

export interface ChangeOptions {
  actor: string;
  note: string;
  expectedRevision?: number;
}

export interface RemotePointers {
  /** The build of each remote this visitor gets (sets its visitor cookie when missing). */
  forVisitor(
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { countLoad?: boolean },
  ): Promise<RemoteAssignment[]>;
  /** A preview link opened: keep its token in this browser. Answers whether it redirected. */
  openPreviewLink(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  change(remote: string, command: PointerCommand, options: ChangeOptions): Promise<ChangeResult>;
  preview(
    remote: string,
    target: RemoteTarget,
    options: ChangeOptions & { hours?: number },
  ): Promise<{ link: string; expiresAt: string; history: HistoryEntry }>;
  list(): Promise<RemoteStatus[]>;
  history(remote: string | undefined, limit: number): Promise<HistoryEntry[]>;
  reportFailure(input: FailureInput): Promise<void>;
  health(): Promise<RemoteHealth[]>;
  /** Writes the page loads counted so far (tests; also runs every few seconds). */
  flushLoads(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    remotePointers: RemotePointers;
  }
}

/** Our own release path given as a URL is the release itself: name it by version. */
function normalizeTarget(app: RemoteApp, target: RemoteTarget): RemoteTarget {
  return targetOfManifestUrl(app.folder, target.trim());
}

export default fp(
  async (fastify) => {
    const { config, db, log, liveEvents } = fastify;
    const publicOrigin = new URL(config.publicUrl).origin;
    const loads = createLoadCounter(db);

    // ---- the cached pointers ----
    const loadSnapshot = async (): Promise<Snapshot> => {
      const [pointers, previews] = await Promise.all([readPointers(db), readActivePreviews(db)]);
      return {
        pointers: new Map(pointers.map((row) => [row.remote, row])),
        previews: new Map(previews.map((row) => [row.tokenHash, row])),
      };
    };
    const cache = cachedFor(loadSnapshot, CACHE_MAX_AGE_MS);
    const snapshot = () => cache.get();
    const invalidate = () => cache.invalidate();
    const unsubscribe = liveEvents.onBroadcast(POINTERS_TOPIC, invalidate, invalidate);
    fastify.addHook('onClose', async () => unsubscribe());

    // ---- defaults: REMOTE_<FOLDER>_URL, else the local build ----
    const defaultTarget = async (app: RemoteApp): Promise<RemoteTarget | null> => {
      const envUrl = config.remoteUrls[app.folder];
      if (envUrl) return normalizeTarget(app, envUrl);
      return config.frontendsDir ? distVersion(config.frontendsDir, app.folder) : null;
    };
    const defaultTargets = async (): Promise<Record<string, RemoteTarget | null>> => {
      const entries = await Promise.all(
        REMOTE_APPS.map(async (app) => [app.folder, await defaultTarget(app)] as const),
      );
      return Object.fromEntries(entries);
    };

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure,
    };

    const inspectContext = (app: RemoteApp, timeoutMs: number): InspectContext => ({
      folder: app.folder,
      name: app.name,
      frontendsDir: config.frontendsDir,
      publicOrigin,
      timeoutMs,
    });

    const validate = async (app: RemoteApp, target: RemoteTarget) => {
      if (isVersionTarget(target) && !config.frontendsDir)
        throw new CheckFailed(
          'manifest',
          'this API serves no frontends (FRONTENDS_DIR is empty): point the remote at a manifest URL',
        );
      return validateTarget(target, {
        ...inspectContext(app, VALIDATE_TIMEOUT_MS),
        production: config.production,
      });
    };

    const announce = async (entry: HistoryEntry | null, app: RemoteApp) => {
      if (!entry) return;
      log.info(
        {
          remote: app.folder,
          action: entry.action,
          from: entry.from,
          to: entry.to,
          canaryPercent: entry.canaryPercent,
          actor: entry.actor,
          note: entry.note,
        },
        `remote ${app.folder}: ${entry.action} ${entry.from ?? 'none'} -> ${entry.to ?? 'none'}${entry.canaryPercent !== null ? ` (${entry.canaryPercent} %)` : ''} by ${entry.actor}`,
      );
      invalidate();
      // Every other instance drops its cache too; a failed broadcast leaves them at most the
      // cache's age behind.
      await liveEvents
        .broadcast(POINTERS_TOPIC, { remote: app.folder })
        .catch((error: unknown) => log.warn({ err: error }, 'remote pointer change not broadcast'));
    };

    // ---- health: reachability of what visitors are served, never waited on once known ----
    const health = staleWhileRevalidate(async () => {
      const [state, defaults] = await Promise.all([snapshot(), defaultTargets()]);
      return probeRemotes({
        pointers: state.pointers,
        defaults,
        probe: (app, target) => inspectRemote(target, inspectContext(app, HEALTH_TIMEOUT_MS)),
      });
    }, HEALTH_CACHE_MS);

    const pointers: RemotePointers = {
      async forVisitor(request, reply, { countLoad = false } = {}) {
        let visitorId = request.cookies[VISITOR_COOKIE];
        if (!isVisitorId(visitorId)) {
          visitorId = newVisitorId();
          reply.setCookie(VISITOR_COOKIE, visitorId, {
            ...cookieOptions,
            maxAge: VISITOR_COOKIE_MAX_AGE_S,
          });
        }
        const [state, defaults] = await Promise.all([snapshot(), defaultTargets()]);
        const now = Date.now();
        const previews = previewTokensOf(request.cookies[PREVIEW_COOKIE])
          .map((token) => state.previews.get(hashPreviewToken(token)))
          .filter(
            (preview): preview is PreviewRow =>
              preview !== undefined && Date.parse(preview.expiresAt) > now,
          );
        const assignments = assignRemotes({
          pointers: state.pointers,
          previews,
          defaults,
          visitorId,
        });
        if (countLoad) for (const entry of assignments) loads.add(entry.folder, entry.target);
        return assignments;
      },

      async openPreviewLink(request, reply) {
        const query = request.query as Record<string, unknown> | undefined;
        const value = query?.[PREVIEW_PARAM];
        if (typeof value !== 'string') return false;
        const url = new URL(request.url, 'http://internal.invalid');
        url.searchParams.delete(PREVIEW_PARAM);
        if (value === 'off') reply.clearCookie(PREVIEW_COOKIE, cookieOptions);
        else {
          const tokens = previewTokensOf(request.cookies[PREVIEW_COOKIE]).filter(
            (token) => token !== value,
          );
          const next = [...tokens, value].slice(-MAX_PREVIEWS_PER_BROWSER);
          // Ill-formed tokens are dropped by previewTokensOf; an unknown one simply matches none.
          reply.setCookie(PREVIEW_COOKIE, previewTokensOf(next.join(',')).join(','), {
            ...cookieOptions,
            maxAge: 7 * 24 * 3600,
          });
        }
        await reply.redirect(`${url.pathname}${url.search}`, 303);
        return true;
      },

      async change(remote, command, options) {
        const app = resolveRemoteApp(remote);
        let resolved = command;
        if (command.action === 'use' || command.action === 'canary') {
          const target = normalizeTarget(app, command.target);
          await validate(app, target);
          resolved = { ...command, target };
        }
        const result = await changePointer(db, {
          remote: app.folder,
          command: resolved,
          fallback: await defaultTarget(app),
          actor: options.actor,
          note: options.note,
          ...(options.expectedRevision !== undefined
            ? { expectedRevision: options.expectedRevision }
            : {}),
        });
        await announce(result.history, app);
        return result;
      },

      async preview(remote, rawTarget, options) {
        const app = resolveRemoteApp(remote);
        const target = normalizeTarget(app, rawTarget);
        await validate(app, target);
        const state = await snapshot();
        const token = newPreviewToken();
        const { expiresAt, history } = await insertPreview(db, {
          tokenHash: hashPreviewToken(token),
          remote: app.folder,
          target,
          from: state.pointers.get(app.folder)?.stable ?? (await defaultTarget(app)),
          actor: options.actor,
          note: options.note,
          hours: options.hours ?? PREVIEW_HOURS_DEFAULT,
        });
        await announce(history, app);
        return { link: `${config.publicUrl}/?${PREVIEW_PARAM}=${token}`, expiresAt, history };
      },

      async list() {
        invalidate();
        const [state, defaults, stats] = await Promise.all([
          snapshot(),
          defaultTargets(),
          readLastHour(db),
        ]);
        const now = Date.now();
        const previews = [...state.previews.values()];
        return Promise.all(
          REMOTE_APPS.map(async (app) =>
            remoteStatus({
              app,
              pointer: state.pointers.get(app.folder),
              fallback: defaults[app.folder] ?? null,
              fromEnv: Boolean(config.remoteUrls[app.folder]),
              previews,
              stats,
              available: config.frontendsDir
                ? await availableVersions(config.frontendsDir, app.folder).then(
                    ({ dist, releases }) => ({ build: dist, releases }),
                  )
                : { build: null, releases: [] },
              inspect: (target) => inspectRemote(target, inspectContext(app, VALIDATE_TIMEOUT_MS)),
              now,
            }),
          ),
        );
      },

      history(remote, limit) {
        return readHistory(db, {
          ...(remote ? { remote: resolveRemoteApp(remote).folder } : {}),
          limit,
        });
      },

      async reportFailure(input) {
        const app = resolveRemoteApp(input.remote);
        await recordFailure(db, {
          remote: app.folder,
          target: targetOfManifestUrl(app.folder, input.entry),
          code: input.code,
          phase: input.phase,
          page: input.page,
          message: input.message,
        });
      },

      health,

      flushLoads: () => loads.flush(),
    };
    fastify.decorate('remotePointers', pointers);

    await fastify.database.afterConnect(async () => {
      const imported = await importOverrideFile(db, config.dataDir, (message) =>
        log.warn(message),
      ).catch((error: unknown) => {
        log.warn({ err: error }, 'remotes-override.json not imported');
        return [];
      });
      if (imported.length > 0) {
        log.info({ remotes: imported }, 'remote overrides moved into the shared database');
        invalidate();
      }
    });

    // ---- background: page-load counts, old previews and failures ----
    const quietly = (what: string) => (error: unknown) =>
      isDatabaseUnavailable(error)
        ? log.debug({ err: error }, `${what} skipped: database unavailable`)
        : log.warn({ err: error }, `${what} failed`);
    const flush = setInterval(() => {
      loads.flush().catch(quietly('remote page-load counts'));
    }, FLUSH_EVERY_MS);
    flush.unref();
    const sweep = setInterval(() => {
      void db
        .tryWithLock(74_260_030, () => sweepExpired(db))
        .catch(quietly('remote statistics sweep'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    fastify.addHook('preClose', async () => {
      clearInterval(flush);
      clearInterval(sweep);
      await loads.flush().catch(quietly('remote page-load counts'));
    });
  },
  { name: 'remote-pointers', dependencies: ['db', 'live-events', 'cookie'] },
);
