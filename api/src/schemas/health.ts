import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  /** ok; degraded = serving, but Redis is away (limits count per instance); error = no database. */
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('not configured')]),
});
export type HealthResponse = Static<typeof HealthResponse>;
