// Conversations, messages, read watermarks and hire requests as rows (SQL only). The rules,
// transactions and events are in conversations-service.ts; functions that write take the
// caller's transaction.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';
import type {
  Conversation,
  HireStatus,
  HireSummary,
  Message,
  MessageApplication,
  MessageKind,
  Notification,
} from '../../schemas/conversation.js';
import { contactUnlockedSql } from '../talents/contact-rule.js';

/** A pending hire request expires after this many days without an answer. */
export const HIRE_EXPIRY_DAYS = 14;
const CONVERSATION_LIST_MAX = 200;

export interface Viewer {
  id: number;
  role: Role;
}

export interface ConversationKeys {
  id: number;
  id_company: number;
  id_user: number;
}

export interface NewMessage {
  sender_id: number | null;
  kind: MessageKind;
  body: string;
  hire_request_id?: number;
  hire_status?: HireStatus;
  /** 'hire': the request's subject (answered with the message). */
  subject?: string;
  /** Application messages (jobs domain): the application, its job and the stage it is at. */
  application?: MessageApplication;
}

export interface HireRow extends Omit<ConversationKeys, 'id'> {
  id: number;
  status: HireStatus;
  conversation_id: number;
}

export interface HireTalent {
  email: string;
  full_name: string;
  email_hire_requests: boolean;
  /** The talent's chosen language (their e-mails use it); null: never chosen. */
  language: 'id' | 'en' | null;
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender_id, m.kind, m.body, m.hire_request_id,
  CASE WHEN m.kind = 'hire' THEN h.subject END AS subject,
  CASE WHEN m.kind = 'hire' THEN h.status ELSE m.hire_status END AS hire_status,
  CASE WHEN m.id_application IS NOT NULL THEN json_build_object(
    'id_application', m.id_application, 'id_job', mj.id_job, 'job_title', mj.title,
    'stage', m.application_stage) END AS application,
  m.created_at`;
const MESSAGE_FROM = `(messages m LEFT JOIN hire_requests h ON h.id = m.hire_request_id
  LEFT JOIN job_applications mja ON mja.id_application = m.id_application
  LEFT JOIN jobs mj ON mj.id_job = mja.id_job)`;
const EXPIRED_SQL = `status = 'pending' AND created_at < now() - make_interval(days => ${HIRE_EXPIRY_DAYS})`;

/** The viewer's side: which column names them and which read watermark is theirs. */
function side(viewer: Viewer) {
  return viewer.role === 'talent'
    ? { self: 'c.id_user', lastRead: 'talent_last_read_id' }
    : { self: 'c.id_company', lastRead: 'company_last_read_id' };
}

/** When a pending request made at `created` expires. */
export const hireExpiresAt = (created: Date | string) =>
  new Date(new Date(created).getTime() + HIRE_EXPIRY_DAYS * 86_400_000).toISOString();

interface ConversationRow {
  id: number;
  id_company: number;
  id_user: number;
  last_message_at: Date;
  unread: number;
  accepted: boolean;
  cp_id: number;
  cp_name: string;
  cp_image: string | null;
  cp_headline: string | null;
  cp_email: string | null;
  cp_phone: string | null;
  lm_id: number | null;
  lm_sender_id: number | null;
  lm_kind: MessageKind | null;
  lm_body: string | null;
  lm_hire_request_id: number | null;
  lm_subject: string | null;
  lm_hire_status: HireStatus | null;
  lm_application: MessageApplication | null;
  lm_created_at: Date | null;
  hr_id: number | null;
  hr_subject: string | null;
  hr_status: HireStatus | null;
  hr_decline_reason: string | null;
  hr_created_at: Date | null;
}

function conversationSql(viewer: Viewer, where: string): string {
  const { self, lastRead } = side(viewer);
  const counterpart =
    viewer.role === 'talent'
      ? `co.id_company AS cp_id, co.name_company AS cp_name, co.img_company AS cp_image,
         co.field_company AS cp_headline, co.email AS cp_email, co.phone AS cp_phone`
      : `t.id_user AS cp_id, t.full_name AS cp_name, t.img_profile AS cp_image,
         t.job_desk AS cp_headline, ta.email AS cp_email, t.phone AS cp_phone`;
  return `
    SELECT c.id, c.id_company, c.id_user, c.last_message_at, ${counterpart},
      (SELECT count(*) FROM messages u WHERE u.conversation_id = c.id AND u.id > c.${lastRead}
          AND u.sender_id IS DISTINCT FROM ${self}) AS unread,
      ${contactUnlockedSql('c.id_company', 'c.id_user')} AS accepted,
      lm.id AS lm_id, lm.sender_id AS lm_sender_id, lm.kind AS lm_kind, lm.body AS lm_body,
      lm.hire_request_id AS lm_hire_request_id, lm.subject AS lm_subject, lm.hire_status AS lm_hire_status,
      lm.application AS lm_application, lm.created_at AS lm_created_at,
      hr.id AS hr_id, hr.subject AS hr_subject, hr.status AS hr_status,
      hr.decline_reason AS hr_decline_reason, hr.created_at AS hr_created_at
    FROM conversations c
    JOIN companies co ON co.id_company = c.id_company
    JOIN talents t ON t.id_user = c.id_user
    JOIN accounts ta ON ta.id = t.id_user
    LEFT JOIN LATERAL (SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
                        WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm ON true
    LEFT JOIN LATERAL (SELECT id, subject, status, decline_reason, created_at FROM hire_requests
                        WHERE conversation_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) hr ON true
    WHERE ${self} = $1 ${where}`;
}

function toConversation(row: ConversationRow, viewer: Viewer): Conversation {
  const hire: HireSummary | null =
    row.hr_id === null
      ? null
      : {
          id: row.hr_id,
          subject: row.hr_subject ?? '',
          status: row.hr_status ?? 'pending',
          decline_reason: row.hr_decline_reason,
          created_at: new Date(row.hr_created_at!).toISOString(),
          expires_at: hireExpiresAt(row.hr_created_at!),
        };
  return {
    id: row.id,
    id_company: row.id_company,
    id_user: row.id_user,
    counterpart: {
      id: row.cp_id,
      role: viewer.role === 'talent' ? 'recruiter' : 'talent',
      name: row.cp_name,
      image: row.cp_image,
      headline: row.cp_headline,
      // The contact rule (domains/talents/contact-rule.ts), for whichever side is viewing.
      contact: row.accepted ? { email: row.cp_email, phone: row.cp_phone } : null,
    },
    last_message:
      row.lm_id === null
        ? null
        : {
            id: row.lm_id,
            conversation_id: row.id,
            sender_id: row.lm_sender_id,
            kind: row.lm_kind ?? 'text',
            body: row.lm_body ?? '',
            hire_request_id: row.lm_hire_request_id,
            subject: row.lm_subject,
            hire_status: row.lm_hire_status,
            application: row.lm_application,
            created_at: new Date(row.lm_created_at!).toISOString(),
          },
    last_message_at: new Date(row.last_message_at).toISOString(),
    unread: Number(row.unread),
    hire,
  };
}

function toMessage(row: Message): Message {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export function createConversationsData(db: Db) {
  return {
    /** The message and the conversation's activity time, in one statement (the hot path). */
    async insertMessage(tx: Db, conversationId: number, input: NewMessage): Promise<Message> {
      const { rows } = await tx.query<{ id: number; created_at: Date }>(
        `WITH m AS (
           INSERT INTO messages (conversation_id, sender_id, kind, body, hire_request_id, hire_status,
                                 id_application, application_stage)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at
         ), touched AS (
           UPDATE conversations SET last_message_at = (SELECT created_at FROM m) WHERE id = $1
         )
         SELECT id, created_at FROM m`,
        [
          conversationId,
          input.sender_id,
          input.kind,
          input.body,
          input.hire_request_id ?? null,
          input.kind === 'hire' ? null : (input.hire_status ?? null),
          input.application?.id_application ?? null,
          input.application?.stage ?? null,
        ],
        'message_insert',
      );
      return {
        id: Number(rows[0]!.id),
        conversation_id: conversationId,
        sender_id: input.sender_id,
        kind: input.kind,
        body: input.body,
        hire_request_id: input.hire_request_id ?? null,
        subject: input.kind === 'hire' ? (input.subject ?? null) : null,
        hire_status: input.kind === 'hire' ? 'pending' : (input.hire_status ?? null),
        application: input.application ?? null,
        created_at: new Date(rows[0]!.created_at).toISOString(),
      };
    },

    /** The pair's conversation, created when they have none yet. */
    async open(tx: Db, idCompany: number, idUser: number): Promise<ConversationKeys> {
      const { rows } = await tx.query<ConversationKeys>(
        `INSERT INTO conversations (id_company, id_user) VALUES ($1, $2)
         ON CONFLICT (id_company, id_user) DO UPDATE SET id_company = EXCLUDED.id_company
         RETURNING id, id_company, id_user`,
        [idCompany, idUser],
      );
      return rows[0]!;
    },

    async keys(conversationId: number): Promise<ConversationKeys | null> {
      const { rows } = await db.query<ConversationKeys>(
        'SELECT id, id_company, id_user FROM conversations WHERE id = $1',
        [conversationId],
        'conversation_keys',
      );
      return rows[0] ?? null;
    },

    async list(viewer: Viewer): Promise<Conversation[]> {
      const { rows } = await db.query<ConversationRow>(
        `${conversationSql(viewer, '')} ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${CONVERSATION_LIST_MAX}`,
        [viewer.id],
      );
      return rows.map((row) => toConversation(row, viewer));
    },

    async get(viewer: Viewer, conversationId: number): Promise<Conversation | null> {
      const { rows } = await db.query<ConversationRow>(conversationSql(viewer, 'AND c.id = $2'), [
        viewer.id,
        conversationId,
      ]);
      return rows[0] ? toConversation(rows[0], viewer) : null;
    },

    /** Up to `limit` messages before the cursor `before` (all when null), newest first. */
    async messagesBefore(
      conversationId: number,
      before: number | null,
      limit: number,
    ): Promise<Message[]> {
      const { rows } = await db.query<Message>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
          WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
          ORDER BY m.id DESC LIMIT $3`,
        [conversationId, before, limit],
      );
      return rows.map(toMessage);
    },

    async companyExists(idCompany: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM companies WHERE id_company = $1', [idCompany]);
      return rows.length > 0;
    },

    async conversationOfMessage(messageId: number): Promise<number | null> {
      const { rows } = await db.query<{ conversation_id: number }>(
        'SELECT conversation_id FROM messages WHERE id = $1',
        [messageId],
      );
      return rows[0]?.conversation_id ?? null;
    },

    /** Moves the viewer's watermark up to `upTo` (the newest message when null); answers it. */
    async markRead(
      tx: Db,
      viewer: Viewer,
      conversationId: number,
      upTo: number | null,
    ): Promise<number> {
      const { lastRead } = side(viewer);
      const { rows } = await tx.query<{ last_read_id: number }>(
        `UPDATE conversations c SET ${lastRead} = GREATEST(c.${lastRead},
            coalesce((SELECT max(id) FROM messages WHERE conversation_id = c.id
                       AND ($2::bigint IS NULL OR id <= $2::bigint)), 0))
          WHERE c.id = $1 RETURNING ${lastRead} AS last_read_id`,
        [conversationId, upTo],
      );
      return Number(rows[0]!.last_read_id);
    },

    async markAllRead(tx: Db, viewer: Viewer): Promise<void> {
      const { self, lastRead } = side(viewer);
      await tx.query(
        `UPDATE conversations c SET ${lastRead} = GREATEST(c.${lastRead},
            coalesce((SELECT max(id) FROM messages WHERE conversation_id = c.id), 0))
          WHERE ${self} = $1`,
        [viewer.id],
      );
    },

    async unreadCount(viewer: Viewer): Promise<number> {
      const { self, lastRead } = side(viewer);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*) AS n FROM conversations c JOIN messages m ON m.conversation_id = c.id
          WHERE ${self} = $1 AND m.id > c.${lastRead} AND m.sender_id IS DISTINCT FROM $1`,
        [viewer.id],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Recent messages from the other side (requests, status changes, replies), newest first. */
    async notifications(viewer: Viewer, limit: number): Promise<Notification[]> {
      const { self, lastRead } = side(viewer);
      const from =
        viewer.role === 'talent'
          ? 'co.name_company AS cp_name, co.img_company AS cp_image'
          : 't.full_name AS cp_name, t.img_profile AS cp_image';
      const { rows } = await db.query<
        Message & { cp_name: string; cp_image: string | null; read: boolean }
      >(
        `SELECT ${MESSAGE_COLUMNS}, ${from}, (m.id <= c.${lastRead}) AS read
           FROM conversations c
           JOIN companies co ON co.id_company = c.id_company
           JOIN talents t ON t.id_user = c.id_user
           JOIN ${MESSAGE_FROM} ON m.conversation_id = c.id
          WHERE ${self} = $1 AND m.sender_id IS DISTINCT FROM $1
          ORDER BY m.id DESC LIMIT $2`,
        [viewer.id, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        conversation_id: row.conversation_id,
        kind: row.kind,
        from_name: row.sender_id === null ? 'Peworld' : row.cp_name,
        from_image: row.sender_id === null ? null : row.cp_image,
        body: row.body,
        subject: row.subject,
        hire_status: row.hire_status,
        application: row.application ?? null,
        read: row.read,
        created_at: new Date(row.created_at).toISOString(),
      }));
    },

    /** Whether any pending request is past its expiry (a cheap look before a write). */
    async anyHireDue(): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM hire_requests WHERE ${EXPIRED_SQL} LIMIT 1`,
        [],
        'hire_expiry_due',
      );
      return rows.length > 0;
    },

    /** Pending requests past their expiry become 'expired'; answers them with their conversation. */
    async expireDueHires(tx: Db): Promise<Array<ConversationKeys & { hire_id: number }>> {
      const { rows } = await tx.query<ConversationKeys & { hire_id: number }>(
        `UPDATE hire_requests SET status = 'expired', responded_at = now() WHERE ${EXPIRED_SQL}
          RETURNING id AS hire_id, conversation_id AS id, id_company, id_user`,
      );
      return rows;
    },

    /** The talent a request goes to (for its email), or null when there is no such talent. */
    async hireTalent(idUser: number): Promise<HireTalent | null> {
      const { rows } = await db.query<HireTalent>(
        `SELECT a.email, t.full_name, t.email_hire_requests, a.language
           FROM talents t JOIN accounts a ON a.id = t.id_user WHERE t.id_user = $1`,
        [idUser],
      );
      return rows[0] ?? null;
    },

    /** Whether the pair has a pending request, locking it until `tx` ends. */
    async hasPendingHire(tx: Db, idCompany: number, idUser: number): Promise<boolean> {
      const { rows } = await tx.query(
        `SELECT 1 FROM hire_requests WHERE id_company = $1 AND id_user = $2 AND status = 'pending' FOR UPDATE`,
        [idCompany, idUser],
      );
      return rows.length > 0;
    },

    async insertHire(
      tx: Db,
      input: { id_company: number; id_user: number; subject: string; message: string },
      conversationId: number,
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO hire_requests (id_company, id_user, subject, message, conversation_id)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.id_company, input.id_user, input.subject, input.message, conversationId],
      );
      return rows[0]!.id;
    },

    async companyName(tx: Db, idCompany: number): Promise<string> {
      const { rows } = await tx.query<{ name_company: string }>(
        'SELECT name_company FROM companies WHERE id_company = $1',
        [idCompany],
      );
      return rows[0]?.name_company ?? '';
    },

    /** The request, locked until `tx` ends, or null. */
    async lockHire(tx: Db, hireId: number): Promise<HireRow | null> {
      const { rows } = await tx.query<HireRow>(
        `SELECT id, status, conversation_id, id_company, id_user FROM hire_requests WHERE id = $1 FOR UPDATE`,
        [hireId],
      );
      return rows[0] ?? null;
    },

    async setHireStatus(
      tx: Db,
      hireId: number,
      status: HireStatus,
      declineReason: string | null,
    ): Promise<void> {
      await tx.query(
        `UPDATE hire_requests SET status = $2, decline_reason = $3, responded_at = now() WHERE id = $1`,
        [hireId, status, declineReason],
      );
    },

    async emailSettings(idUser: number): Promise<{ email_hire_requests: boolean } | null> {
      const { rows } = await db.query<{ email_hire_requests: boolean }>(
        'SELECT email_hire_requests FROM talents WHERE id_user = $1',
        [idUser],
      );
      return rows[0] ?? null;
    },

    async setEmailSettings(idUser: number, emailHireRequests: boolean): Promise<void> {
      await db.query('UPDATE talents SET email_hire_requests = $2 WHERE id_user = $1', [
        idUser,
        emailHireRequests,
      ]);
    },
  };
}
export type ConversationsData = ReturnType<typeof createConversationsData>;
