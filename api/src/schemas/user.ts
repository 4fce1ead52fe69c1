import { Type, type Static } from 'typebox';
import {
  DataEnvelope,
  EmploymentType,
  Nullable,
  OptionalPhone,
  OptionalText,
  SocialAccount,
  PageQuery,
  StringEnum,
  Timestamp,
} from './common.js';
import { Education } from './education.js';
import { Experience } from './experience.js';
import { Portfolio } from './portfolio.js';
import { Skill } from './skill.js';

export const AVAILABILITIES = ['open_to_work', 'open_to_offers', 'not_looking'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AvailabilitySchema = StringEnum(AVAILABILITIES, {
  errorMessage: "Availability must be 'open_to_work', 'open_to_offers' or 'not_looking'",
});
/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** One talent in the list. */
export const TalentCard = Type.Object({
  id_user: Type.Integer(),
  full_name: Type.String(),
  job_desk: Nullable(Type.String()),
  domicile: Nullable(Type.String()),
  employment_type: Nullable(EmploymentType),
  img_profile: Nullable(Type.String()),
  skills: Type.Array(Type.String(), { description: 'All skill names, most popular first' }),
  matched_skills: Type.Array(Type.String(), {
    description: 'Skills that matched the search (empty without one)',
  }),
  match_count: Type.Integer({ description: 'How many search terms matched' }),
  availability: AvailabilitySchema,
  available_from: Nullable(Day),
});
export type TalentCard = Static<typeof TalentCard>;

/** GET /api/users/:id: the whole profile in one answer. */
export const TalentProfile = Type.Object({
  id_user: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String({ description: 'null for anonymous callers' })),
  phone: Nullable(Type.String({ description: 'null for anonymous callers' })),
  job_desk: Nullable(Type.String()),
  employment_type: Nullable(EmploymentType),
  domicile: Nullable(Type.String()),
  ig_account: Nullable(Type.String()),
  github_account: Nullable(Type.String()),
  gitlab_account: Nullable(Type.String()),
  description: Nullable(Type.String()),
  img_profile: Nullable(Type.String()),
  role: Type.Literal('talent'),
  created_at: Timestamp,
  updated_at: Timestamp,
  skills: Type.Array(Skill),
  experiences: Type.Array(Experience, { description: 'Current job first, then newest first' }),
  portfolio: Type.Array(Portfolio),
  educations: Type.Array(Education, { description: 'Still studying first, then newest first' }),
  availability: AvailabilitySchema,
  available_from: Nullable(Day),
  expected_salary: Nullable(
    Type.Object(
      { min: Type.Integer(), max: Type.Integer(), period: StringEnum(['month', 'day'] as const) },
      { description: 'IDR. Only for recruiters and the talent themself; null for everyone else' },
    ),
  ),
});
export type TalentProfile = Static<typeof TalentProfile>;

/**
 * name, location, newest: as named. skill: best skill match with a search, most skills without.
 * freelance / fulltime: that employment type first (filter with `employment_type`).
 */
export const TALENT_SORTS = [
  'name',
  'skill',
  'location',
  'newest',
  'freelance',
  'fulltime',
] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];

export const TalentListQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      title: 'Search',
      description: 'Skills, name, job title or city; commas separate terms',
    }),
  ),
  employment_type: Type.Optional(
    StringEnum(['freelance', 'full time', ''] as const, {
      errorMessage: "Employment type must be 'freelance' or 'full time'",
    }),
  ),
  sort: Type.Optional(
    StringEnum([...TALENT_SORTS, ''] as const, {
      errorMessage: "Sort must be 'name', 'skill', 'location', 'newest', 'freelance' or 'fulltime'",
    }),
  ),
  city: Type.Optional(
    Type.String({
      maxLength: 100,
      title: 'City',
      description: 'Talents living there; local names fold as in search ("Jogja", "Solo")',
    }),
  ),
  min_years: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 50,
      title: 'Years of experience',
      description: 'At least this many years since the first experience entry began',
    }),
  ),
  availability: Type.Optional(
    Type.String({
      maxLength: 60,
      pattern:
        '^((open_to_work|open_to_offers|not_looking)(,(open_to_work|open_to_offers|not_looking))*)?$',
      title: 'Availability',
      description: 'Comma-separated: open_to_work, open_to_offers, not_looking',
      errorMessage: "Availability must be 'open_to_work', 'open_to_offers' or 'not_looking'",
    }),
  ),
  salary_min: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2_000_000_000, title: 'Minimum salary' }),
  ),
  salary_max: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2_000_000_000, title: 'Maximum salary' }),
  ),
  salary_period: Type.Optional(
    StringEnum(['month', 'day'] as const, {
      errorMessage: "Salary period must be 'month' or 'day'",
    }),
  ),
  ...PageQuery,
});
export type TalentListQuery = Static<typeof TalentListQuery>;

/** Talent list pages: `total` stops at 1,000; `totalCapped` says more match ("10,000+"). */
export const TalentPagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  totalCapped: Type.Boolean({
    description: 'true: more than `total` talents match; show "1,000+" and stop paging there',
  }),
});
export type TalentPagination = Static<typeof TalentPagination>;

export const TalentListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(TalentCard),
  pagination: TalentPagination,
  search_terms: Type.Integer({
    description: 'How many terms the search was split into: match_count counts out of these',
  }),
});

export const TalentProfileResponse = DataEnvelope(TalentProfile);

/** PATCH body (JSON, form or multipart): every field optional; an empty string clears an optional field. */
export const TalentUpdateBody = Type.Object({
  full_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: 'Full name' }),
  ),
  phone: Type.Optional(OptionalPhone),
  job_desk: Type.Optional(OptionalText('Job title', 100)),
  employment_type: Type.Optional(
    StringEnum(['freelance', 'full time', ''] as const, {
      errorMessage: "Employment type must be 'freelance' or 'full time'",
    }),
  ),
  domicile: Type.Optional(OptionalText('Domicile', 100)),
  ig_account: Type.Optional(SocialAccount('Instagram')),
  github_account: Type.Optional(SocialAccount('GitHub')),
  gitlab_account: Type.Optional(SocialAccount('GitLab')),
  description: Type.Optional(OptionalText('Description', 2000)),
  /** multipart file; a Buffer once parsed */
  img_profile: Type.Optional(Type.Unsafe<unknown>({ description: 'Image file (multipart only)' })),
});
export type TalentUpdateBody = Static<typeof TalentUpdateBody>;

/** PUT /api/users/:id/signals: the talent's availability and expected salary, all at once. */
export const TalentSignalsBody = Type.Object({
  availability: AvailabilitySchema,
  available_from: Type.Optional(Nullable(Day)),
  expected_salary: Type.Optional(
    Nullable(
      Type.Object(
        {
          min: Type.Integer({ minimum: 1, maximum: 2_000_000_000, title: 'Minimum salary' }),
          max: Type.Integer({ minimum: 1, maximum: 2_000_000_000, title: 'Maximum salary' }),
          period: StringEnum(['month', 'day'] as const, {
            errorMessage: "Salary period must be 'month' or 'day'",
          }),
        },
        { additionalProperties: false },
      ),
    ),
  ),
});
export type TalentSignalsBody = Static<typeof TalentSignalsBody>;
