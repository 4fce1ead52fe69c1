// Conversations, messages, hire lifecycle, notifications and live events.
import { Type, type Static } from 'typebox';
import { DataEnvelope, Id, Nullable, Role, StringEnum, Timestamp, MAX_ID } from './common.js';

export const HIRE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const HireStatus = StringEnum(HIRE_STATUSES);
export type HireStatus = Static<typeof HireStatus>;

/**
 * text: typed by a participant; hire / status: a hire request and its lifecycle;
 * application_received (from the talent: they applied to a job), application_stage (from the
 * company: the application moved), job_closed (from the company: the job closed) — the jobs
 * of issue 32. The last three carry `application`, and are the bell's kinds of the same name.
 */
export const MESSAGE_KINDS = [
  'text',
  'hire',
  'status',
  'application_received',
  'application_stage',
  'job_closed',
] as const;
export const MessageKind = StringEnum(MESSAGE_KINDS);
export type MessageKind = Static<typeof MessageKind>;

/** Longest message a participant may send. */
export const MESSAGE_MAX_LENGTH = 2000;

/** What an application message is about (kinds application_received/_stage, job_closed). */
export const MessageApplication = Type.Object({
  id_application: Type.Integer(),
  id_job: Type.Integer(),
  job_title: Type.String(),
  /** The stage the application was at (moved to, for application_stage) when it was written. */
  stage: StringEnum(['applied', 'interviewing', 'offered', 'hired', 'not_a_fit'] as const),
});
export type MessageApplication = Static<typeof MessageApplication>;

export const Message = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  /** null: written by the system (a request that expired). */
  sender_id: Nullable(Type.Integer()),
  kind: MessageKind,
  body: Type.String(),
  /** For 'hire' and 'status' messages: the request they are about. */
  hire_request_id: Nullable(Type.Integer()),
  /** 'hire': the request's subject. */
  subject: Nullable(Type.String()),
  /** 'hire': the request's current status; 'status': the status it changed to. */
  hire_status: Nullable(HireStatus),
  /** Application messages: the application and job they are about (absent/null otherwise). */
  application: Type.Optional(Nullable(MessageApplication)),
  created_at: Timestamp,
});
export type Message = Static<typeof Message>;

export const Contact = Type.Object({
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type Contact = Static<typeof Contact>;

export const Counterpart = Type.Object({
  id: Type.Integer(),
  role: Role,
  name: Type.String(),
  image: Nullable(Type.String()),
  /** Job title (talent) or field (company). */
  headline: Nullable(Type.String()),
  /** Only once a hire request between the two was accepted. */
  contact: Nullable(Contact),
});
export type Counterpart = Static<typeof Counterpart>;

export const HireSummary = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: HireStatus,
  decline_reason: Nullable(Type.String()),
  created_at: Timestamp,
  /** When a pending request expires. */
  expires_at: Timestamp,
});
export type HireSummary = Static<typeof HireSummary>;

export const Conversation = Type.Object({
  id: Type.Integer(),
  id_company: Type.Integer(),
  id_user: Type.Integer(),
  counterpart: Counterpart,
  last_message: Nullable(Message),
  last_message_at: Timestamp,
  unread: Type.Integer(),
  /** The newest hire request of the pair. */
  hire: Nullable(HireSummary),
});
export type Conversation = Static<typeof Conversation>;

export const ConversationListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(Conversation),
  unread: Type.Integer(),
});
export const ConversationResponse = DataEnvelope(Conversation);

export const MessagesQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'Cursor' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, title: 'Limit' })),
});
export type MessagesQuery = Static<typeof MessagesQuery>;

export const MessagePage = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  /** Oldest first. */
  data: Type.Array(Message),
  /** Pass as `before` to load older messages; null when there are none. */
  next_cursor: Nullable(Type.Integer()),
});

export const MessageBody = Type.Object({
  body: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, title: 'Message' }),
});
export type MessageBody = Static<typeof MessageBody>;

export const OpenConversationBody = Type.Object({
  id_company: Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    title: 'Company id',
    errorMessage: 'Company id must be a positive whole number',
  }),
  body: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, title: 'Message' }),
});
export type OpenConversationBody = Static<typeof OpenConversationBody>;

export const MessageResponse = DataEnvelope(Message);

export const ReadResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({ conversation_id: Type.Integer(), last_read_id: Type.Integer() }),
});

export const HIRE_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export const HireActionBody = Type.Object({
  action: StringEnum(HIRE_ACTIONS, {
    title: 'Action',
    errorMessage: "Action must be 'accept', 'decline' or 'withdraw'",
  }),
  reason: Type.Optional(Type.String({ maxLength: 500, title: 'Reason' })),
});
export type HireActionBody = Static<typeof HireActionBody>;
export type HireAction = HireActionBody['action'];

export const HireStatusResponse = DataEnvelope(
  Type.Object({ hire: HireSummary, conversation_id: Type.Integer(), message: Message }),
);

export const Notification = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  kind: MessageKind,
  /** Who it is from (company or talent name; 'Peworld' for the system). */
  from_name: Type.String(),
  from_image: Nullable(Type.String()),
  body: Type.String(),
  subject: Nullable(Type.String()),
  hire_status: Nullable(HireStatus),
  /** Application notifications: which application and job (absent/null otherwise). */
  application: Type.Optional(Nullable(MessageApplication)),
  read: Type.Boolean(),
  created_at: Timestamp,
});
export type Notification = Static<typeof Notification>;

export const NotificationListResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Array(Notification),
  unread: Type.Integer(),
});

export const NotificationsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, title: 'Limit' })),
});

export const MarkReadBody = Type.Object({
  /** Mark read up to this notification (message) id in its conversation; absent = everything. */
  id: Type.Optional(Id),
});

export const UnreadResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  unread: Type.Integer(),
});

export const NotificationSettings = Type.Object({
  email_hire_requests: Type.Boolean({ title: 'Email me new hire requests' }),
});
export type NotificationSettings = Static<typeof NotificationSettings>;
export const NotificationSettingsResponse = DataEnvelope(NotificationSettings);

/** What each live event carries (`event: message` / `event: read`). */
export interface LiveMessageEvent {
  conversation_id: number;
  message: Message;
}
export interface LiveReadEvent {
  conversation_id: number;
  last_read_id: number;
}
