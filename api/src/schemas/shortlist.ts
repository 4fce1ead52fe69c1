// A company's shortlist (issue 31): GET/PUT/PATCH/DELETE /api/shortlist[/:id], recruiters only.
import { Type, type Static } from 'typebox';
import { DataEnvelope, Nullable, StringEnum, Timestamp } from './common.js';
import { HireStatus } from './conversation.js';

export const SHORTLIST_STAGES = [
  'saved',
  'contacted',
  'interviewing',
  'offered',
  'hired',
  'not_a_fit',
] as const;
export const ShortlistStage = StringEnum(SHORTLIST_STAGES, {
  errorMessage:
    "Stage must be one of 'saved', 'contacted', 'interviewing', 'offered', 'hired' or 'not_a_fit'",
});
export type ShortlistStage = Static<typeof ShortlistStage>;

/** The longest private note a company keeps on a talent. */
export const SHORTLIST_NOTE_MAX = 1000;

export const ShortlistHistoryItem = Type.Object({
  action: StringEnum(['saved', 'stage', 'note'] as const),
  from_stage: Nullable(ShortlistStage),
  to_stage: Nullable(ShortlistStage),
  actor_name: Nullable(Type.String({ description: 'The recruiter who acted; null once deleted' })),
  created_at: Timestamp,
});
export type ShortlistHistoryItem = Static<typeof ShortlistHistoryItem>;

export const ShortlistEntry = Type.Object({
  id_user: Type.Integer(),
  full_name: Type.String(),
  job_desk: Nullable(Type.String()),
  domicile: Nullable(Type.String()),
  img_profile: Nullable(Type.String()),
  stage: ShortlistStage,
  note: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The company's latest hire request to the talent; null when none was sent. */
  hire_status: Nullable(HireStatus),
  conversation_id: Nullable(Type.Integer()),
  email: Nullable(Type.String({ description: 'Only once the talent accepted a hire request' })),
  phone: Nullable(Type.String({ description: 'Only once the talent accepted a hire request' })),
  history: Type.Array(ShortlistHistoryItem, { description: 'Newest first, at most 20' }),
});
export type ShortlistEntry = Static<typeof ShortlistEntry>;

/** A stage, a note or both; the service refuses a body with neither. */
export const ShortlistUpdateBody = Type.Object({
  stage: Type.Optional(ShortlistStage),
  note: Type.Optional(Type.String({ maxLength: SHORTLIST_NOTE_MAX, title: 'Note' })),
});
export type ShortlistUpdateBody = Static<typeof ShortlistUpdateBody>;

export const ShortlistResponse = DataEnvelope(Type.Array(ShortlistEntry));
export const ShortlistEntryResponse = DataEnvelope(ShortlistEntry);
