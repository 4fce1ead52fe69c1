import { Type, type Static } from 'typebox';

export const RemoteHealth = Type.Object({
  /** Container name, as in /remotes.json. */
  name: Type.String(),
  /** The version or manifest URL visitors are served (stable, or a canary). */
  target: Type.String(),
  reachable: Type.Boolean(),
  /** Why not (the failed check), or null. */
  problem: Type.Union([Type.String(), Type.Null()]),
});

export const HealthResponse = Type.Object({
  /**
   * ok; degraded = serving, but Redis is away (limits count per instance) or a remote build
   * visitors get cannot be reached (its pages show "unavailable"); error = no database.
   */
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('not configured')]),
  /** Each remote build visitors are served, checked every 30 s at most. */
  remotes: Type.Optional(Type.Array(RemoteHealth)),
  /** What makes the status degraded, in words (e.g. "remote talentApp unreachable: …"). */
  degraded: Type.Optional(Type.Array(Type.String())),
});
export type HealthResponse = Static<typeof HealthResponse>;
