// The ops API (/api/ops): which build of each remote the product serves, its history, ops
// sign-in; and the failure reports browsers send (/api/remote-failures).
import { Type, type Static } from 'typebox';
import { Email, Nullable, Password, StringEnum } from './common.js';

const Target = Type.String({
  minLength: 1,
  maxLength: 2000,
  errorMessage: 'Target must be a version (x.y.z) or a manifest URL',
});
const Note = Type.String({
  maxLength: 500,
  default: '',
  errorMessage: 'Note must be at most 500 characters',
});
const Revision = Type.Integer({ minimum: 0 });

export const RemoteParams = Type.Object({
  remote: Type.String({ pattern: '^[A-Za-z][A-Za-z-]{0,39}$' }),
});
export type RemoteParams = Static<typeof RemoteParams>;

export const UseBody = Type.Object({
  target: Target,
  note: Type.Optional(Note),
  expectedRevision: Type.Optional(Revision),
});
export type UseBody = Static<typeof UseBody>;

export const CanaryBody = Type.Object({
  target: Target,
  percent: Type.Integer({
    minimum: 1,
    maximum: 100,
    errorMessage: 'Percent must be a whole number from 1 to 100',
  }),
  note: Type.Optional(Note),
  expectedRevision: Type.Optional(Revision),
});
export type CanaryBody = Static<typeof CanaryBody>;

export const ActionBody = Type.Object({
  note: Type.Optional(Note),
  expectedRevision: Type.Optional(Revision),
});
export type ActionBody = Static<typeof ActionBody>;

export const PreviewBody = Type.Object({
  target: Target,
  note: Type.Optional(Note),
  hours: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 168, errorMessage: 'Hours must be from 1 to 168' }),
  ),
});
export type PreviewBody = Static<typeof PreviewBody>;

const HISTORY_ACTIONS = [
  'use',
  'canary',
  'promote',
  'rollback',
  'reset',
  'preview',
  'auto-rollback',
] as const;

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  action: StringEnum(HISTORY_ACTIONS),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  canaryPercent: Nullable(Type.Integer()),
  actor: Type.String(),
  note: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

export type HistoryEntry = Static<typeof HistoryEntry>;

export const ChangeResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    remote: Type.String(),
    changed: Type.Boolean(),
    revision: Type.Integer(),
    stable: Nullable(Type.String()),
    canary: Nullable(Type.String()),
    canaryPercent: Type.Integer(),
    history: Nullable(HistoryEntry),
  }),
});

export const PreviewResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    link: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
    history: HistoryEntry,
  }),
});

const VersionStatus = Type.Object({
  target: Type.String(),
  role: StringEnum(['stable', 'canary'] as const),
  reachable: Type.Boolean(),
  problem: Nullable(Type.String()),
  version: Nullable(Type.String()),
  sharedUiRange: Nullable(Type.String()),
  loadsLastHour: Type.Integer(),
  failuresLastHour: Type.Integer(),
  topFailureCode: Nullable(Type.String()),
});

export const RemoteStatus = Type.Object({
  folder: Type.String(),
  name: Type.String(),
  stable: Nullable(Type.String()),
  stableSource: StringEnum(['pointer', 'env', 'build', 'none'] as const),
  previousStable: Nullable(Type.String()),
  canary: Nullable(Type.String()),
  canaryPercent: Type.Integer(),
  revision: Type.Integer(),
  updatedAt: Nullable(Type.String({ format: 'date-time' })),
  updatedBy: Type.String(),
  activePreviews: Type.Integer(),
  versions: Type.Array(VersionStatus),
  available: Type.Object({ build: Nullable(Type.String()), releases: Type.Array(Type.String()) }),
});

export type RemoteStatus = Static<typeof RemoteStatus>;

export const ListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(RemoteStatus),
});

export const HistoryQuery = Type.Object({
  remote: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z-]{0,39}$' })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(HistoryEntry),
});

export const OpsLoginBody = Type.Object({
  email: Email,
  password: Type.String({ maxLength: 128 }),
});
export type OpsLoginBody = Static<typeof OpsLoginBody>;

export const OpsSessionResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    email: Nullable(Type.String()),
    actor: Type.String(),
    kind: StringEnum(['local', 'session', 'token'] as const),
  }),
});

export const OpsAccountBody = Type.Object({ email: Email, password: Password });
export type OpsAccountBody = Static<typeof OpsAccountBody>;

export const OpsTokenBody = Type.Object({
  email: Email,
  name: Type.String({
    pattern: '^[A-Za-z0-9_.-]{1,40}$',
    errorMessage: 'Token name: 1-40 letters, digits, dots, dashes or underscores',
  }),
});
export type OpsTokenBody = Static<typeof OpsTokenBody>;

export const OpsTokenResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({ token: Type.String() }),
});

export const FailureBody = Type.Object({
  remote: Type.String({ pattern: '^[A-Za-z][A-Za-z-]{0,39}$' }),
  entry: Type.String({ minLength: 1, maxLength: 1000 }),
  code: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,60}$' }),
  phase: StringEnum(['load', 'render'] as const),
  page: Type.String({ pattern: '^/', maxLength: 500 }),
  message: Type.String({ maxLength: 500, default: '' }),
});
export type FailureBody = Static<typeof FailureBody>;
