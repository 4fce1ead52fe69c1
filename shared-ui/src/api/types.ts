// Answer types come from the API's TypeBox schemas (the single source of truth);
// shared-ui only re-exports them and names the response envelopes built from them.
import type { MessageResponse, Role } from '@peworld/api/schemas';

export type {
  ApiErrorBody,
  CompanyCategory,
  Company,
  CompanySort,
  EmploymentType,
  Experience,
  FieldError,
  HealthResponse,
  HireRequest,
  MessageResponse,
  Pagination,
  Portfolio,
  PortfolioImage,
  Role,
  SessionUser,
  Skill,
  TalentCard,
  TalentListQuery,
  TalentProfile,
  TalentSort,
  TalentUpdateBody,
  SkillSuggestion,
  Conversation,
  Counterpart,
  HireAction,
  HireStatus,
  HireSummary,
  LiveMessageEvent,
  LiveReadEvent,
  Message,
  MessageKind,
  Notification,
  NotificationSettings,
} from '@peworld/api/schemas';

/** `{ status, message }`: every success answer carries these two (api-contract). */
export type ApiEnvelope = MessageResponse;

export interface RoleResult {
  role: Role;
}
