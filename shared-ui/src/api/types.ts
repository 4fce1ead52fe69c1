// The API's domain types (a talent card, a company, a message…), from its TypeBox schemas: the
// route schemas that also build the OpenAPI document. Whole answers of a call are not named
// here: take them from the generated types with ApiAnswer<'get', '/api/…'> (./api-types.ts).

export type {
  CompanyCategory,
  Company,
  EmploymentType,
  Education,
  Experience,
  FieldError,
  Pagination,
  Portfolio,
  PortfolioImage,
  Role,
  SessionUser,
  Skill,
  TalentCard,
  TalentProfile,
  TalentSort,
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
