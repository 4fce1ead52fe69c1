import { Type, type Static } from 'typebox';
import { DataEnvelope, MessageResponse, Nullable, MAX_ID } from './common.js';

export const Experience = Type.Object({
  id: Type.Integer(),
  id_user: Type.Integer(),
  company_name: Type.String(),
  job_position: Type.String(),
  day_in: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  day_out: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD; null = current job' })),
  description: Nullable(Type.String()),
});
export type Experience = Static<typeof Experience>;

/** DD-MM-YYYY (as the UI types it) or YYYY-MM-DD; the calendar check happens in the route. */
const DATE_PATTERN = '^(\\d{2}-\\d{2}-\\d{4}|\\d{4}-\\d{2}-\\d{2})$';
export const DayIn = Type.String({
  pattern: DATE_PATTERN,
  title: 'Start date',
  errorMessage: 'Start date must be a date like 31-12-2023 or 2023-12-31',
});
/** Empty = current job. */
export const DayOut = Type.String({
  pattern: `^(|${DATE_PATTERN.slice(1, -1)})$`,
  title: 'End date',
  errorMessage: 'End date must be a date like 31-12-2023 or 2023-12-31, or empty for a current job',
});

const Ignored = Type.Optional(
  Type.Unsafe<unknown>({ description: 'Ignored; the logged-in talent owns the entry' }),
);

export const ExperienceBody = Type.Object({
  company_name: Type.String({ minLength: 1, maxLength: 100, title: 'Company name' }),
  job_position: Type.String({ minLength: 1, maxLength: 100, title: 'Job position' }),
  day_in: DayIn,
  day_out: Type.Optional(Nullable(DayOut)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Description' }))),
  id_user: Ignored,
});
export type ExperienceBody = Static<typeof ExperienceBody>;

/** PATCH: any subset of the fields. */
export const ExperienceUpdateBody = Type.Object({
  company_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Company name' })),
  job_position: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Job position' })),
  day_in: Type.Optional(DayIn),
  day_out: Type.Optional(Nullable(DayOut)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000, title: 'Description' }))),
  id_user: Ignored,
});
export type ExperienceUpdateBody = Static<typeof ExperienceUpdateBody>;

export const ExperienceListQuery = Type.Object({
  id_user: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'id_user' })),
});
export type ExperienceListQuery = Static<typeof ExperienceListQuery>;

export const ExperienceListResponse = DataEnvelope(Type.Array(Experience));
export const ExperienceResponse = DataEnvelope(Experience);
export const ExperienceDeleteResponse = MessageResponse;
