// Job openings and applications (issue 32): /api/jobs, /api/applications, /api/company-jobs,
// GET /api/company/:id/jobs. docs/api-contract.md ("Jobs") is the human summary.
import { Type, type Static } from 'typebox';
import { Contact } from './conversation.js';
import { DataEnvelope, Id, Nullable, StringEnum, Timestamp } from './common.js';
import { TalentCard } from './user.js';

export const JOB_EMPLOYMENT_TYPES = ['full_time', 'freelance', 'internship'] as const;
export const JobEmploymentType = StringEnum(JOB_EMPLOYMENT_TYPES, {
  errorMessage: "Employment type must be 'full_time', 'freelance' or 'internship'",
});
export type JobEmploymentType = Static<typeof JobEmploymentType>;

export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
export const WorkMode = StringEnum(WORK_MODES, {
  errorMessage: "Work mode must be 'onsite', 'hybrid' or 'remote'",
});
export type WorkMode = Static<typeof WorkMode>;

export const JOB_STATUSES = ['open', 'paused', 'closed'] as const;
export const JobStatus = StringEnum(JOB_STATUSES, {
  errorMessage: "Status must be 'open', 'paused' or 'closed'",
});
export type JobStatus = Static<typeof JobStatus>;

/** The same stages as the shortlist, from the moment a talent applies. */
export const APPLICATION_STAGES = [
  'applied',
  'interviewing',
  'offered',
  'hired',
  'not_a_fit',
] as const;
export const ApplicationStage = StringEnum(APPLICATION_STAGES, {
  errorMessage: "Stage must be one of 'applied', 'interviewing', 'offered', 'hired' or 'not_a_fit'",
});
export type ApplicationStage = Static<typeof ApplicationStage>;

export const JOB_SORTS = ['match', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
export const APPLICATION_NOTE_MAX = 1000;
/** Skills per list (required, nice-to-have) of one job. */
export const JOB_SKILLS_MAX = 15;
/** IDR per month; above this is a typo. */
export const SALARY_MAX = 1_000_000_000;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** The company beside a job (cards, the job page). */
export const JobCompany = Type.Object({
  id_company: Type.Integer(),
  company_name: Type.String(),
  photo: Nullable(Type.String({ description: 'img_company file name (/uploads/images/…)' })),
  city: Nullable(Type.String()),
  field: Nullable(Type.String()),
});
export type JobCompany = Static<typeof JobCompany>;

/** Which of the viewing talent's skills the job asks for. */
export const JobMatch = Type.Object({
  matched: Type.Array(Type.String(), { description: "The job's skills the talent has" }),
  count: Type.Integer(),
  total: Type.Integer({ description: 'Required + nice-to-have skills of the job' }),
});
export type JobMatch = Static<typeof JobMatch>;

/** One job in a list. */
const jobCardProperties = {
  id_job: Type.Integer(),
  id_company: Type.Integer(),
  title: Type.String(),
  employment_type: JobEmploymentType,
  work_mode: WorkMode,
  city: Type.String(),
  salary_min: Nullable(Type.Integer({ description: 'IDR per month' })),
  salary_max: Nullable(Type.Integer({ description: 'IDR per month' })),
  status: JobStatus,
  required_skills: Type.Array(Type.String()),
  nice_skills: Type.Array(Type.String()),
  closing_date: Day,
  posted_at: Timestamp,
  company: JobCompany,
  /** Only for a logged-in talent; null for everyone else. */
  match: Nullable(JobMatch),
};
export const JobCard = Type.Object(jobCardProperties);
export type JobCard = Static<typeof JobCard>;

/** The viewing talent's application to a job. */
export const OwnApplication = Type.Object({
  id_application: Type.Integer(),
  stage: ApplicationStage,
  id_conversation: Type.Integer(),
});
export type OwnApplication = Static<typeof OwnApplication>;

/** GET /api/jobs/:id, and the answer of every job write. */
export const JobDetail = Type.Object({
  ...jobCardProperties,
  description: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The viewing talent's application; null when none (or not a talent). */
  application: Nullable(OwnApplication),
  /** Required skills the viewing talent lacks (empty for everyone else). */
  missing_skills: Type.Array(Type.String()),
  /** Up to 4 open jobs like this one, only when this one is closed (else empty). */
  similar: Type.Array(JobCard),
});
export type JobDetail = Static<typeof JobDetail>;

export const ApplicantCounts = Type.Object({
  applied: Type.Integer(),
  interviewing: Type.Integer(),
  offered: Type.Integer(),
  hired: Type.Integer(),
  not_a_fit: Type.Integer(),
});
export type ApplicantCounts = Static<typeof ApplicantCounts>;

/** GET /api/company-jobs: the own company's jobs with their applicants per stage. */
export const CompanyJob = Type.Object({
  ...jobCardProperties,
  updated_at: Timestamp,
  applicants: ApplicantCounts,
});
export type CompanyJob = Static<typeof CompanyJob>;

/** GET /api/applications: one of the talent's own applications. */
export const TalentApplication = Type.Object({
  id_application: Type.Integer(),
  stage: ApplicationStage,
  note: Type.String(),
  id_conversation: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
  job: JobCard,
});
export type TalentApplication = Static<typeof TalentApplication>;

/** GET /api/company-jobs/:id/applications: one applicant of a job. */
export const CompanyApplication = Type.Object({
  id_application: Type.Integer(),
  id_job: Type.Integer(),
  stage: ApplicationStage,
  note: Type.String(),
  id_conversation: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** matched_skills / match_count: the talent's skills the job asks for. */
  talent: TalentCard,
  /** Once the application is past 'applied' (or a hire request was accepted); else null. */
  contact: Nullable(Contact),
});
export type CompanyApplication = Static<typeof CompanyApplication>;

// ---- inputs ----
export const JobListQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      title: 'Search',
      description: 'Title words and skills; typos and aliases fold as in the talent search',
    }),
  ),
  city: Type.Optional(
    Type.String({ maxLength: 100, title: 'City', description: '"Jogja", "Solo" fold' }),
  ),
  employment_type: Type.Optional(
    StringEnum([...JOB_EMPLOYMENT_TYPES, ''] as const, {
      errorMessage: "Employment type must be 'full_time', 'freelance' or 'internship'",
    }),
  ),
  work_mode: Type.Optional(
    StringEnum([...WORK_MODES, ''] as const, {
      errorMessage: "Work mode must be 'onsite', 'hybrid' or 'remote'",
    }),
  ),
  salary_min: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: SALARY_MAX,
      title: 'Minimum salary',
      description: 'Jobs whose range reaches this (IDR per month); jobs without a salary drop out',
    }),
  ),
  posted_within: Type.Optional(
    StringEnum(['1', '7', '30', ''] as const, {
      errorMessage: 'Posted within must be 1, 7 or 30 days',
      description: 'Days',
    }),
  ),
  sort: Type.Optional(
    StringEnum([...JOB_SORTS, ''] as const, {
      errorMessage: "Sort must be 'match', 'newest' or 'salary'",
      description:
        "match (a talent's default): most of your skills first; newest (everyone else's default); salary: highest first",
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, title: 'Page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20, title: 'Limit' })),
});
export type JobListQuery = Static<typeof JobListQuery>;

const SkillName = Type.String({ minLength: 1, maxLength: 50, title: 'Skill' });

/** POST /api/company-jobs and PUT /api/company-jobs/:id (a PUT replaces every field). */
export const JobBody = Type.Object({
  title: Type.String({ minLength: JOB_TITLE_MIN, maxLength: JOB_TITLE_MAX, title: 'Title' }),
  employment_type: JobEmploymentType,
  work_mode: WorkMode,
  city: Type.String({ minLength: 2, maxLength: 100, title: 'City' }),
  salary_min: Type.Optional(
    Type.Integer({ minimum: 0, maximum: SALARY_MAX, title: 'Minimum salary' }),
  ),
  salary_max: Type.Optional(
    Type.Integer({ minimum: 0, maximum: SALARY_MAX, title: 'Maximum salary' }),
  ),
  required_skills: Type.Array(SkillName, { maxItems: JOB_SKILLS_MAX, title: 'Required skills' }),
  nice_skills: Type.Optional(
    Type.Array(SkillName, { maxItems: JOB_SKILLS_MAX, title: 'Nice-to-have skills' }),
  ),
  description: Type.String({
    minLength: 1,
    maxLength: JOB_DESCRIPTION_MAX,
    title: 'Description',
  }),
  closing_date: Type.String({ format: 'date', title: 'Closing date', description: 'YYYY-MM-DD' }),
});
export type JobBody = Static<typeof JobBody>;

export const JobStatusBody = Type.Object({ status: JobStatus });
export type JobStatusBody = Static<typeof JobStatusBody>;

export const ApplyBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: APPLICATION_NOTE_MAX, title: 'Cover note' })),
});
export type ApplyBody = Static<typeof ApplyBody>;

export const StageBody = Type.Object({ stage: ApplicationStage });
export type StageBody = Static<typeof StageBody>;

export const JobApplicationParams = Type.Object({ id: Id, applicationId: Id });
export type JobApplicationParams = Static<typeof JobApplicationParams>;

// ---- answers ----
/** Job list pages: `total` stops at 1,000 as the talent list's does; `totalCapped` says more match. */
export const JobPagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  totalCapped: Type.Boolean({
    description: 'true: more than `total` jobs match; show "1,000+"',
  }),
});
export type JobPagination = Static<typeof JobPagination>;

export const JobListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(JobCard),
  pagination: JobPagination,
});
export const JobCardsResponse = DataEnvelope(Type.Array(JobCard));
export const JobDetailResponse = DataEnvelope(JobDetail);
export const CompanyJobsResponse = DataEnvelope(Type.Array(CompanyJob));
export const TalentApplicationsResponse = DataEnvelope(Type.Array(TalentApplication));
export const CompanyApplicationsResponse = DataEnvelope(Type.Array(CompanyApplication));
export const CompanyApplicationResponse = DataEnvelope(CompanyApplication);
export const AppliedResponse = DataEnvelope(
  Type.Object({
    id_application: Type.Integer(),
    id_conversation: Type.Integer(),
    stage: ApplicationStage,
  }),
);

/** Live events (`GET /api/events`), by event name. */
export interface LiveApplicationCreated {
  id_application: number;
  id_job: number;
  id_conversation: number;
}
export interface LiveApplicationStage {
  id_application: number;
  id_job: number;
  stage: ApplicationStage;
}
export interface LiveJobClosed {
  id_job: number;
}
