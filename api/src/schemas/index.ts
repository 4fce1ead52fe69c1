// Public types of the API for the frontends (`import type { ... } from '@peworld/api/schemas'`).
// Keep this file free of server code: types and schemas only.
export type {
  Role,
  EmploymentType,
  CompanyCategory,
  Pagination,
  FieldError,
  ApiErrorBody,
  MessageResponse,
} from './common.js';
export type { SessionUser } from './auth.js';
export type { Company, CompanySort } from './company.js';
export type { HireRequest } from './hire.js';
export type { HealthResponse } from './health.js';
export type { RemoteStatus, HistoryEntry as RemoteHistoryEntry } from './ops.js';
// Talent side (users, skills, experiences, portfolio) exports follow.
export type {
  TalentCard,
  TalentProfile,
  TalentSort,
  TalentPagination,
  TalentListQuery,
  TalentUpdateBody,
} from './user.js';
export type { Skill, SkillSuggestion } from './skill.js';
export type { Education } from './education.js';
export type { Experience } from './experience.js';
export type { Portfolio, PortfolioImage } from './portfolio.js';
export type {
  Conversation,
  Counterpart,
  Contact,
  HireAction,
  HireStatus,
  HireSummary,
  LiveMessageEvent,
  LiveReadEvent,
  Message,
  MessageApplication,
  MessageKind,
  Notification,
  NotificationSettings,
} from './conversation.js';
export type {
  ShortlistEntry,
  ShortlistHistoryItem,
  ShortlistStage,
  ShortlistUpdateBody,
} from './shortlist.js';
export type {
  ApplicantCounts,
  ApplicationStage,
  CompanyApplication,
  CompanyJob,
  JobBody,
  JobCard,
  JobCompany,
  JobDetail,
  JobEmploymentType,
  JobListQuery,
  JobMatch,
  JobSort,
  JobStatus,
  LiveApplicationCreated,
  LiveApplicationStage,
  LiveJobClosed,
  OwnApplication,
  TalentApplication,
  WorkMode,
} from './job.js';
