// Conversations between a company and a talent, their messages, read watermarks and the hire
// request lifecycle. Every write stores its live events in the same transaction and publishes
// them after commit (plugins/app/live-events.ts), so a change and its event never disagree.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';
import type {
  Conversation,
  HireAction,
  HireStatus,
  HireSummary,
  Message,
  MessageKind,
  Notification,
} from '../../schemas/conversation.js';
import { insertEvents, type LiveEvent, type LiveEvents } from './live-events.js';

/** A pending hire request expires after this many days without an answer. */
export const HIRE_EXPIRY_DAYS = 14;
const CONVERSATION_LIST_MAX = 200;

export interface Viewer {
  id: number;
  role: Role;
}

interface ConversationKeys {
  id: number;
  id_company: number;
  id_user: number;
}

/** A refusal the route maps to an HTTP status. */
export class ConversationError extends Error {
  constructor(
    public readonly kind: 'not_found' | 'forbidden' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender_id, m.kind, m.body, m.hire_request_id,
  CASE WHEN m.kind = 'hire' THEN h.subject END AS subject,
  CASE WHEN m.kind = 'hire' THEN h.status ELSE m.hire_status END AS hire_status,
  m.created_at`;
const MESSAGE_FROM = `messages m LEFT JOIN hire_requests h ON h.id = m.hire_request_id`;

/** The viewer's side: which column names them and which read watermark is theirs. */
function side(viewer: Viewer) {
  return viewer.role === 'talent'
    ? { self: 'c.id_user', lastRead: 'talent_last_read_id' }
    : { self: 'c.id_company', lastRead: 'company_last_read_id' };
}

function isParticipant(viewer: Viewer, c: ConversationKeys): boolean {
  return viewer.role === 'talent'
    ? Number(c.id_user) === viewer.id
    : Number(c.id_company) === viewer.id;
}

const expiresAt = (created: Date | string) =>
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
      EXISTS (SELECT 1 FROM hire_requests x WHERE x.conversation_id = c.id AND x.status = 'accepted') AS accepted,
      lm.id AS lm_id, lm.sender_id AS lm_sender_id, lm.kind AS lm_kind, lm.body AS lm_body,
      lm.hire_request_id AS lm_hire_request_id, lm.subject AS lm_subject, lm.hire_status AS lm_hire_status,
      lm.created_at AS lm_created_at,
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
          expires_at: expiresAt(row.hr_created_at!),
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

export interface NewHire {
  id_company: number;
  id_user: number;
  subject: string;
  message: string;
}

export interface HireCreated {
  hire_id: number;
  conversation_id: number;
  talent: { email: string; full_name: string; email_hire_requests: boolean };
  company_name: string;
}

export function createConversationsRepository(db: Db, live: Pick<LiveEvents, 'publish'>) {
  /** Runs fn in a transaction and publishes the events it stored once committed. */
  async function write<T>(fn: (tx: Db, events: LiveEvent[]) => Promise<T>): Promise<T> {
    const events: LiveEvent[] = [];
    const value = await db.transaction((tx) => fn(tx, events));
    await live.publish(events);
    return value;
  }

  /** Adds a message, moves the conversation's activity time and stores an event for both sides. */
  async function addMessage(
    tx: Db,
    events: LiveEvent[],
    conversation: ConversationKeys,
    input: {
      sender_id: number | null;
      kind: MessageKind;
      body: string;
      hire_request_id?: number;
      hire_status?: HireStatus;
      /** 'hire': the request's subject (answered with the message). */
      subject?: string;
    },
  ): Promise<Message> {
    // One statement for the message and the conversation's activity time (the hot path).
    const { rows } = await tx.query<{ id: number; created_at: Date }>(
      `WITH m AS (
         INSERT INTO messages (conversation_id, sender_id, kind, body, hire_request_id, hire_status)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at
       ), touched AS (
         UPDATE conversations SET last_message_at = (SELECT created_at FROM m) WHERE id = $1
       )
       SELECT id, created_at FROM m`,
      [
        conversation.id,
        input.sender_id,
        input.kind,
        input.body,
        input.hire_request_id ?? null,
        input.kind === 'hire' ? null : (input.hire_status ?? null),
      ],
      'message_insert',
    );
    const message: Message = {
      id: Number(rows[0]!.id),
      conversation_id: conversation.id,
      sender_id: input.sender_id,
      kind: input.kind,
      body: input.body,
      hire_request_id: input.hire_request_id ?? null,
      subject: input.kind === 'hire' ? (input.subject ?? null) : null,
      hire_status: input.kind === 'hire' ? 'pending' : (input.hire_status ?? null),
      created_at: new Date(rows[0]!.created_at).toISOString(),
    };
    const data = { conversation_id: conversation.id, message };
    events.push(
      ...(await insertEvents(tx, [
        { account_id: conversation.id_company, type: 'message', data },
        { account_id: conversation.id_user, type: 'message', data },
      ])),
    );
    return message;
  }

  async function openConversation(tx: Db, idCompany: number, idUser: number) {
    const { rows } = await tx.query<ConversationKeys>(
      `INSERT INTO conversations (id_company, id_user) VALUES ($1, $2)
       ON CONFLICT (id_company, id_user) DO UPDATE SET id_company = EXCLUDED.id_company
       RETURNING id, id_company, id_user`,
      [idCompany, idUser],
    );
    return rows[0]!;
  }

  /** Pending requests older than the expiry become 'expired', with a status message each. */
  async function expireDue(): Promise<number> {
    const due = await db.query(
      `SELECT 1 FROM hire_requests WHERE status = 'pending'
         AND created_at < now() - make_interval(days => ${HIRE_EXPIRY_DAYS}) LIMIT 1`,
      [],
      'hire_expiry_due',
    );
    if (due.rows.length === 0) return 0;
    return write(async (tx, events) => {
      const { rows } = await tx.query<ConversationKeys & { hire_id: number }>(
        `UPDATE hire_requests SET status = 'expired', responded_at = now()
          WHERE status = 'pending' AND created_at < now() - make_interval(days => ${HIRE_EXPIRY_DAYS})
          RETURNING id AS hire_id, conversation_id AS id, id_company, id_user`,
      );
      for (const row of rows) {
        await addMessage(tx, events, row, {
          sender_id: null,
          kind: 'status',
          body: '',
          hire_request_id: row.hire_id,
          hire_status: 'expired',
        });
      }
      return rows.length;
    });
  }

  /** The conversation when the viewer takes part in it; refusals as ConversationError. */
  async function participantConversation(
    viewer: Viewer,
    conversationId: number,
  ): Promise<ConversationKeys> {
    const { rows } = await db.query<ConversationKeys>(
      'SELECT id, id_company, id_user FROM conversations WHERE id = $1',
      [conversationId],
      'conversation_keys',
    );
    const conversation = rows[0];
    if (!conversation) throw new ConversationError('not_found', 'Conversation not found');
    if (!isParticipant(viewer, conversation))
      throw new ConversationError(
        'forbidden',
        'Only the two participants can open this conversation',
      );
    return conversation;
  }

  return {
    expireDue,
    participantConversation,

    /** The viewer's conversations, newest activity first, and their total unread count. */
    async list(viewer: Viewer): Promise<{ conversations: Conversation[]; unread: number }> {
      await expireDue();
      const { rows } = await db.query<ConversationRow>(
        `${conversationSql(viewer, '')} ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${CONVERSATION_LIST_MAX}`,
        [viewer.id],
      );
      const conversations = rows.map((row) => toConversation(row, viewer));
      return { conversations, unread: await this.unreadCount(viewer) };
    },

    async get(viewer: Viewer, conversationId: number): Promise<Conversation> {
      await participantConversation(viewer, conversationId);
      await expireDue();
      const { rows } = await db.query<ConversationRow>(conversationSql(viewer, 'AND c.id = $2'), [
        viewer.id,
        conversationId,
      ]);
      return toConversation(rows[0]!, viewer);
    },

    /** One page of messages, oldest first; `before` is the cursor from the previous page. */
    async messages(
      viewer: Viewer,
      conversationId: number,
      page: { before?: number; limit: number },
    ): Promise<{ messages: Message[]; nextCursor: number | null }> {
      await participantConversation(viewer, conversationId);
      await expireDue();
      const { rows } = await db.query<Message>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
          WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
          ORDER BY m.id DESC LIMIT $3`,
        [conversationId, page.before ?? null, page.limit + 1],
      );
      const more = rows.length > page.limit;
      const pageRows = rows.slice(0, page.limit).map(toMessage).reverse();
      return { messages: pageRows, nextCursor: more ? pageRows[0]!.id : null };
    },

    async send(viewer: Viewer, conversationId: number, body: string): Promise<Message> {
      const conversation = await participantConversation(viewer, conversationId);
      return write((tx, events) =>
        addMessage(tx, events, conversation, { sender_id: viewer.id, kind: 'text', body }),
      );
    },

    /** A talent writes to a company first ('Apply'): opens the conversation or adds to it. */
    async openFromTalent(
      viewer: Viewer,
      idCompany: number,
      body: string,
    ): Promise<{ conversationId: number; message: Message }> {
      const { rows } = await db.query('SELECT 1 FROM companies WHERE id_company = $1', [idCompany]);
      if (rows.length === 0) throw new ConversationError('not_found', 'Company not found');
      return write(async (tx, events) => {
        const conversation = await openConversation(tx, idCompany, viewer.id);
        const message = await addMessage(tx, events, conversation, {
          sender_id: viewer.id,
          kind: 'text',
          body,
        });
        return { conversationId: conversation.id, message };
      });
    },

    /** Everything in the conversation up to now is read by the viewer. */
    async markRead(viewer: Viewer, conversationId: number, upTo?: number): Promise<number> {
      await participantConversation(viewer, conversationId);
      const { lastRead } = side(viewer);
      return write(async (tx, events) => {
        const { rows } = await tx.query<{ last_read_id: number }>(
          `UPDATE conversations c SET ${lastRead} = GREATEST(c.${lastRead},
              coalesce((SELECT max(id) FROM messages WHERE conversation_id = c.id
                         AND ($2::bigint IS NULL OR id <= $2::bigint)), 0))
            WHERE c.id = $1 RETURNING ${lastRead} AS last_read_id`,
          [conversationId, upTo ?? null],
        );
        const lastReadId = Number(rows[0]!.last_read_id);
        // The reader's other tabs and the bell update their counts.
        events.push(
          ...(await insertEvents(tx, [
            {
              account_id: viewer.id,
              type: 'read',
              data: { conversation_id: conversationId, last_read_id: lastReadId },
            },
          ])),
        );
        return lastReadId;
      });
    },

    async markAllRead(viewer: Viewer): Promise<void> {
      const { self, lastRead } = side(viewer);
      await write(async (tx, events) => {
        await tx.query(
          `UPDATE conversations c SET ${lastRead} = GREATEST(c.${lastRead},
              coalesce((SELECT max(id) FROM messages WHERE conversation_id = c.id), 0))
            WHERE ${self} = $1`,
          [viewer.id],
        );
        events.push(
          ...(await insertEvents(tx, [
            {
              account_id: viewer.id,
              type: 'read',
              data: { conversation_id: null, last_read_id: 0 },
            },
          ])),
        );
      });
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
        read: row.read,
        created_at: new Date(row.created_at).toISOString(),
      }));
    },

    /** A recruiter's hire request: the first message of the pair's conversation, or the next. */
    async createHire(input: NewHire): Promise<HireCreated> {
      const { rows: talents } = await db.query<HireCreated['talent']>(
        `SELECT a.email, t.full_name, t.email_hire_requests
           FROM talents t JOIN accounts a ON a.id = t.id_user WHERE t.id_user = $1`,
        [input.id_user],
      );
      const talent = talents[0];
      if (!talent) throw new ConversationError('not_found', 'Talent not found');
      await expireDue();
      try {
        return await write(async (tx, events) => {
          const conversation = await openConversation(tx, input.id_company, input.id_user);
          const pending = await tx.query(
            `SELECT 1 FROM hire_requests WHERE id_company = $1 AND id_user = $2 AND status = 'pending' FOR UPDATE`,
            [input.id_company, input.id_user],
          );
          if (pending.rows.length > 0) throw pendingConflict();
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO hire_requests (id_company, id_user, subject, message, conversation_id)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [input.id_company, input.id_user, input.subject, input.message, conversation.id],
          );
          const hireId = rows[0]!.id;
          await addMessage(tx, events, conversation, {
            sender_id: input.id_company,
            kind: 'hire',
            body: input.message,
            hire_request_id: hireId,
            subject: input.subject,
          });
          const { rows: company } = await tx.query<{ name_company: string }>(
            'SELECT name_company FROM companies WHERE id_company = $1',
            [input.id_company],
          );
          return {
            hire_id: hireId,
            conversation_id: conversation.id,
            talent,
            company_name: company[0]?.name_company ?? '',
          };
        });
      } catch (error) {
        // Two requests at once: the one-pending unique index refuses the second.
        if ((error as { code?: string }).code === '23505') throw pendingConflict();
        throw error;
      }
    },

    /** accept/decline (the talent) or withdraw (the company) a pending request. */
    async changeHire(
      viewer: Viewer,
      hireId: number,
      action: HireAction,
      reason: string | undefined,
    ): Promise<{ conversationId: number; message: Message }> {
      await expireDue();
      return write(async (tx, events) => {
        const { rows } = await tx.query<{
          id: number;
          status: HireStatus;
          conversation_id: number;
          id_company: number;
          id_user: number;
        }>(
          `SELECT id, status, conversation_id, id_company, id_user FROM hire_requests WHERE id = $1 FOR UPDATE`,
          [hireId],
        );
        const hire = rows[0];
        if (!hire) throw new ConversationError('not_found', 'Hire request not found');
        const keys = {
          id: hire.conversation_id,
          id_company: hire.id_company,
          id_user: hire.id_user,
        };
        if (!isParticipant(viewer, keys))
          throw new ConversationError(
            'forbidden',
            'Only the two participants can change this hire request',
          );
        if (action === 'withdraw' && viewer.role !== 'recruiter')
          throw new ConversationError(
            'forbidden',
            'Only the company that sent the request can withdraw it',
          );
        if (action !== 'withdraw' && viewer.role !== 'talent')
          throw new ConversationError('forbidden', `Only the talent can ${action} a hire request`);
        if (hire.status !== 'pending')
          throw new ConversationError('conflict', `This hire request is already ${hire.status}`);
        const status: HireStatus =
          action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
        const declineReason = action === 'decline' && reason ? reason : null;
        await tx.query(
          `UPDATE hire_requests SET status = $2, decline_reason = $3, responded_at = now() WHERE id = $1`,
          [hireId, status, declineReason],
        );
        const message = await addMessage(tx, events, keys, {
          sender_id: viewer.id,
          kind: 'status',
          body: declineReason ?? '',
          hire_request_id: hireId,
          hire_status: status,
        });
        return { conversationId: hire.conversation_id, message };
      });
    },

    /** Whether the talent accepted a hire request of the company (contact details visible). */
    async hasAcceptedHire(idCompany: number, idUser: number): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM hire_requests WHERE id_company = $1 AND id_user = $2 AND status = 'accepted' LIMIT 1`,
        [idCompany, idUser],
      );
      return rows.length > 0;
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

function pendingConflict(): ConversationError {
  return new ConversationError(
    'conflict',
    'A hire request to this talent is still pending: wait for an answer or withdraw it first',
  );
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationsRepository: ConversationsRepository;
  }
}

export default fp(
  async (fastify) => {
    const repository = createConversationsRepository(fastify.db, fastify.liveEvents);
    fastify.decorate('conversationsRepository', repository);
    // Requests also expire while nobody looks at them (events reach open streams).
    const timer = setInterval(() => {
      repository
        .expireDue()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'hire expiry failed'));
    }, 60_000);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'conversations-repository', dependencies: ['db', 'live-events'] },
);
