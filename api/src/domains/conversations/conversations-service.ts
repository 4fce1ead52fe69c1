// The rules of conversations between a company and a talent: only the two participants read or
// write one; a hire request is a message of the pair's conversation, one pending per pair,
// answered by the talent (accept, decline) or withdrawn by the company, and expired after
// HIRE_EXPIRY_DAYS. Every write stores its live events in the same transaction and publishes
// them after commit (events/live-events.ts), so a change and its event never disagree.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type {
  Conversation,
  HireAction,
  HireStatus,
  HireSummary,
  Message,
  Notification,
} from '../../schemas/conversation.js';
import type { HireRequest } from '../../schemas/hire.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import { DomainError } from '../domain-error.js';
import { insertEvents } from './events/event-log.js';
import type { LiveEvent, LiveEvents, NewEvent } from './events/live-events.js';
import {
  createConversationsData,
  hireExpiresAt,
  type ConversationKeys,
  type ConversationsData,
  type NewMessage,
  type Viewer,
} from './conversations-data.js';
import { hireRequestMail } from './hire-mail.js';
import { talentAnswerMail, type TalentAnswer } from './answer-mail.js';
import { createRecruiterMailData, type RecruiterMailData } from './recruiter-mail-data.js';
import type { HireListFilter, HireRepository } from './hire-repository.js';
import { createShortlistData, type ShortlistData } from '../shortlist/shortlist-data.js';
import { markContactedOnHire } from '../shortlist/shortlist-service.js';

export { HIRE_EXPIRY_DAYS, type Viewer } from './conversations-data.js';

/** Pending requests are also expired while nobody looks at them (events reach open streams). */
const EXPIRY_EVERY_MS = 60_000;

const PENDING_CONFLICT =
  'A hire request to this talent is still pending: wait for an answer or withdraw it first';

export interface NewHire {
  id_company: number;
  id_user: number;
  subject: string;
  message: string;
}

function isParticipant(viewer: Viewer, c: ConversationKeys): boolean {
  return viewer.role === 'talent'
    ? Number(c.id_user) === viewer.id
    : Number(c.id_company) === viewer.id;
}

/**
 * What another domain (jobs: applications) writes through, inside one transaction: the pair's
 * conversation, messages (with their live events for both sides) and further live events.
 * Everything stored is published once the transaction committed.
 */
export interface ConversationWriter {
  tx: Db;
  /** The pair's conversation, created when they have none yet. */
  open(idCompany: number, idUser: number): Promise<ConversationKeys>;
  addMessage(conversation: ConversationKeys, input: NewMessage): Promise<Message>;
  addEvents(events: readonly NewEvent[]): Promise<void>;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function createConversationsService(deps: {
  db: Db;
  data: ConversationsData;
  hires: HireRepository;
  /** The company's shortlist, where a sent hire request moves the talent to 'contacted'. */
  shortlist: ShortlistData;
  live: Pick<LiveEvents, 'publish' | 'listening'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  publicUrl: string;
  /** The recruiter's "a talent answered" e-mail: address, setting, what is still unread. */
  recruiterMail: RecruiterMailData;
}) {
  const { db, data, hires, shortlist, live, mailer, publicUrl, recruiterMail } = deps;

  /**
   * A talent accepted, declined or replied: the company is e-mailed when it asked for these
   * mails and is away, that is with no live stream open in this instance (no tab of the product
   * open), and only for the first answer it has not read yet (one mail until they read).
   */
  async function mailRecruiter(
    conversation: ConversationKeys,
    message: Message,
    answer: TalentAnswer,
  ): Promise<void> {
    if (live.listening(Number(conversation.id_company))) return;
    const target = await recruiterMail.target(conversation.id, message.id);
    if (!target?.email_talent_answers || target.earlier_unread > 0) return;
    mailer.sendInBackground(
      talentAnswerMail({
        to: target.email,
        recruiterName: target.name,
        talentName: target.talent_name,
        answer,
        body: message.body,
        link: `${publicUrl}/chat/${conversation.id}`,
        settingsLink: `${publicUrl}/chat`,
        language: target.language,
      }),
    );
  }

  /** Runs fn in a transaction and publishes the events it stored once committed. */
  async function write<T>(fn: (tx: Db, events: LiveEvent[]) => Promise<T>): Promise<T> {
    const events: LiveEvent[] = [];
    const value = await db.transaction((tx) => fn(tx, events));
    await live.publish(events);
    return value;
  }

  /** Adds a message and stores its event for both sides. */
  async function addMessage(
    tx: Db,
    events: LiveEvent[],
    conversation: ConversationKeys,
    input: NewMessage,
  ): Promise<Message> {
    const message = await data.insertMessage(tx, conversation.id, input);
    const event = { conversation_id: conversation.id, message };
    events.push(
      ...(await insertEvents(tx, [
        { account_id: conversation.id_company, type: 'message', data: event },
        { account_id: conversation.id_user, type: 'message', data: event },
      ])),
    );
    return message;
  }

  /** A read mark, for the reader's other tabs and the bell. */
  async function readEvent(
    tx: Db,
    events: LiveEvent[],
    viewer: Viewer,
    conversationId: number | null,
    lastReadId: number,
  ) {
    events.push(
      ...(await insertEvents(tx, [
        {
          account_id: viewer.id,
          type: 'read',
          data: { conversation_id: conversationId, last_read_id: lastReadId },
        },
      ])),
    );
  }

  /** Pending requests past their expiry become 'expired', with a status message each. */
  async function expireDue(): Promise<number> {
    if (!(await data.anyHireDue())) return 0;
    return write(async (tx, events) => {
      const expired = await data.expireDueHires(tx);
      for (const row of expired) {
        await addMessage(tx, events, row, {
          sender_id: null,
          kind: 'status',
          body: '',
          hire_request_id: row.hire_id,
          hire_status: 'expired',
        });
      }
      return expired.length;
    });
  }

  /** The conversation when the viewer takes part in it. */
  async function participantConversation(
    viewer: Viewer,
    conversationId: number,
  ): Promise<ConversationKeys> {
    const conversation = await data.keys(conversationId);
    if (!conversation) throw new DomainError('not_found', 'Conversation not found');
    if (!isParticipant(viewer, conversation))
      throw new DomainError('forbidden', 'Only the two participants can open this conversation');
    return conversation;
  }

  async function get(viewer: Viewer, conversationId: number): Promise<Conversation> {
    await participantConversation(viewer, conversationId);
    await expireDue();
    const conversation = await data.get(viewer, conversationId);
    if (!conversation) throw new DomainError('not_found', 'Conversation not found');
    return conversation;
  }

  async function markRead(viewer: Viewer, conversationId: number, upTo?: number) {
    await participantConversation(viewer, conversationId);
    return write(async (tx, events) => {
      const lastReadId = await data.markRead(tx, viewer, conversationId, upTo ?? null);
      await readEvent(tx, events, viewer, conversationId, lastReadId);
      return lastReadId;
    });
  }

  async function hireRow(hireId: number, missing: string): Promise<HireRequest> {
    const row = await hires.get(hireId);
    if (!row) throw new DomainError('not_found', missing);
    return row;
  }

  /** The request, the first message of the pair's conversation or the next one. */
  async function storeHire(input: NewHire) {
    const talent = await data.hireTalent(input.id_user);
    if (!talent) throw new DomainError('not_found', 'Talent not found');
    await expireDue();
    try {
      return await write(async (tx, events) => {
        const conversation = await data.open(tx, input.id_company, input.id_user);
        if (await data.hasPendingHire(tx, input.id_company, input.id_user))
          throw new DomainError('conflict', PENDING_CONFLICT);
        const hireId = await data.insertHire(tx, input, conversation.id);
        await markContactedOnHire(tx, shortlist, {
          idCompany: input.id_company,
          idUser: input.id_user,
          senderId: input.id_company,
        });
        await addMessage(tx, events, conversation, {
          sender_id: input.id_company,
          kind: 'hire',
          body: input.message,
          hire_request_id: hireId,
          subject: input.subject,
        });
        const companyName = await data.companyName(tx, input.id_company);
        return { hireId, conversationId: conversation.id, talent, companyName };
      });
    } catch (error) {
      // Two requests at once: the one-pending unique index refuses the second.
      if (isUniqueViolation(error)) throw new DomainError('conflict', PENDING_CONFLICT);
      throw error;
    }
  }

  return {
    expireDue,

    /** One transaction of another domain's conversation writes (see ConversationWriter). */
    inTransaction<T>(fn: (writer: ConversationWriter) => Promise<T>): Promise<T> {
      return write((tx, events) =>
        fn({
          tx,
          open: (idCompany, idUser) => data.open(tx, idCompany, idUser),
          addMessage: (conversation, input) => addMessage(tx, events, conversation, input),
          addEvents: async (newEvents) => {
            events.push(...(await insertEvents(tx, newEvents)));
          },
        }),
      );
    },

    /** The viewer's conversations, newest activity first, and their total unread count. */
    async list(viewer: Viewer): Promise<{ conversations: Conversation[]; unread: number }> {
      await expireDue();
      const conversations = await data.list(viewer);
      return { conversations, unread: await data.unreadCount(viewer) };
    },

    get,

    /** One page of messages, oldest first; `before` is the cursor from the previous page. */
    async messages(
      viewer: Viewer,
      conversationId: number,
      page: { before?: number; limit: number },
    ): Promise<{ messages: Message[]; nextCursor: number | null }> {
      await participantConversation(viewer, conversationId);
      await expireDue();
      const rows = await data.messagesBefore(conversationId, page.before ?? null, page.limit + 1);
      const more = rows.length > page.limit;
      const pageRows = rows.slice(0, page.limit).reverse();
      return { messages: pageRows, nextCursor: more ? pageRows[0]!.id : null };
    },

    async send(viewer: Viewer, conversationId: number, body: string): Promise<Message> {
      const conversation = await participantConversation(viewer, conversationId);
      const message = await write((tx, events) =>
        addMessage(tx, events, conversation, { sender_id: viewer.id, kind: 'text', body }),
      );
      if (viewer.role === 'talent') await mailRecruiter(conversation, message, 'replied');
      return message;
    },

    /** A talent writes to a company first ('Apply'): opens the conversation or adds to it. */
    async openFromTalent(viewer: Viewer, idCompany: number, body: string): Promise<Conversation> {
      if (!(await data.companyExists(idCompany)))
        throw new DomainError('not_found', 'Company not found');
      const conversationId = await write(async (tx, events) => {
        const conversation = await data.open(tx, idCompany, viewer.id);
        await addMessage(tx, events, conversation, { sender_id: viewer.id, kind: 'text', body });
        return conversation.id;
      });
      return get(viewer, conversationId);
    },

    /** Everything in the conversation up to now is read by the viewer. */
    markRead,

    /** Marks one notification (a message) and what came before it in its conversation read. */
    async markNotificationRead(viewer: Viewer, messageId: number): Promise<number> {
      const conversationId = await data.conversationOfMessage(messageId);
      if (conversationId === null) throw new DomainError('not_found', 'Notification not found');
      return markRead(viewer, conversationId, messageId);
    },

    async markAllRead(viewer: Viewer): Promise<void> {
      await write(async (tx, events) => {
        await data.markAllRead(tx, viewer);
        await readEvent(tx, events, viewer, null, 0);
      });
    },

    unreadCount: (viewer: Viewer): Promise<number> => data.unreadCount(viewer),

    /** The bell: recent messages from the other side, with the unread count. */
    async notifications(
      viewer: Viewer,
      limit: number,
    ): Promise<{ notifications: Notification[]; unread: number }> {
      await expireDue();
      const [notifications, unread] = await Promise.all([
        data.notifications(viewer, limit),
        data.unreadCount(viewer),
      ]);
      return { notifications, unread };
    },

    /** A company's hire request; the talent is emailed when they asked for hire emails. */
    async sendHire(input: NewHire): Promise<HireRequest> {
      const created = await storeHire(input);
      if (created.talent.email_hire_requests) {
        mailer.sendInBackground(
          hireRequestMail({
            to: created.talent.email,
            talentName: created.talent.full_name,
            companyName: created.companyName,
            subject: input.subject,
            message: input.message,
            link: `${publicUrl}/chat/${created.conversationId}`,
            settingsLink: `${publicUrl}/chat`,
            language: created.talent.language,
          }),
        );
      }
      return hireRow(created.hireId, 'Talent not found');
    },

    /** Hire requests received (talent) or sent (company), newest first. */
    async hireList(viewer: Viewer, filter: HireListFilter = {}): Promise<HireRequest[]> {
      await expireDue();
      return viewer.role === 'talent'
        ? hires.listForTalent(viewer.id, filter)
        : hires.listForCompany(viewer.id, filter);
    },

    /** accept/decline (the talent) or withdraw (the company) a pending request. */
    async answerHire(
      viewer: Viewer,
      hireId: number,
      action: HireAction,
      reason: string | undefined,
    ): Promise<{ conversation_id: number; message: Message; hire: HireSummary }> {
      await expireDue();
      const written = await write(async (tx, events) => {
        const hire = await data.lockHire(tx, hireId);
        if (!hire) throw new DomainError('not_found', 'Hire request not found');
        const keys = {
          id: hire.conversation_id,
          id_company: hire.id_company,
          id_user: hire.id_user,
        };
        if (!isParticipant(viewer, keys))
          throw new DomainError(
            'forbidden',
            'Only the two participants can change this hire request',
          );
        if (action === 'withdraw' && viewer.role !== 'recruiter')
          throw new DomainError(
            'forbidden',
            'Only the company that sent the request can withdraw it',
          );
        if (action !== 'withdraw' && viewer.role !== 'talent')
          throw new DomainError('forbidden', `Only the talent can ${action} a hire request`);
        if (hire.status !== 'pending')
          throw new DomainError('conflict', `This hire request is already ${hire.status}`);
        const status: HireStatus =
          action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
        const declineReason = action === 'decline' && reason ? reason : null;
        await data.setHireStatus(tx, hireId, status, declineReason);
        const added = await addMessage(tx, events, keys, {
          sender_id: viewer.id,
          kind: 'status',
          body: declineReason ?? '',
          hire_request_id: hireId,
          hire_status: status,
        });
        return { conversationId: hire.conversation_id, message: added, keys };
      });
      const { conversationId, message } = written;
      if (action !== 'withdraw')
        await mailRecruiter(written.keys, message, action === 'accept' ? 'accepted' : 'declined');
      const row = await hireRow(hireId, 'Hire request not found');
      return {
        conversation_id: conversationId,
        message,
        hire: {
          id: row.id,
          subject: row.subject,
          status: row.status,
          decline_reason: row.decline_reason,
          created_at: new Date(row.created_at).toISOString(),
          expires_at: hireExpiresAt(row.created_at),
        },
      };
    },

    /** Whether new hire requests are also emailed to the talent. */
    async emailSettings(idUser: number): Promise<{ email_hire_requests: boolean }> {
      const settings = await data.emailSettings(idUser);
      if (!settings) throw new DomainError('not_found', 'Talent not found');
      return settings;
    },

    setEmailSettings: (idUser: number, emailHireRequests: boolean): Promise<void> =>
      data.setEmailSettings(idUser, emailHireRequests),

    /** Whether a recruiter is e-mailed when a talent answers while they are away. */
    async recruiterEmailSettings(idCompany: number): Promise<{ email_talent_answers: boolean }> {
      const settings = await recruiterMail.settings(idCompany);
      if (!settings) throw new DomainError('not_found', 'Company not found');
      return settings;
    },

    setRecruiterEmailSettings: (idCompany: number, emailTalentAnswers: boolean): Promise<void> =>
      recruiterMail.setSettings(idCompany, emailTalentAnswers),
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationsService: ConversationsService;
  }
}

export default fp(
  async (fastify) => {
    const service = createConversationsService({
      db: fastify.db,
      data: createConversationsData(fastify.db),
      hires: fastify.hireRepository,
      shortlist: createShortlistData(fastify.db),
      live: fastify.liveEvents,
      mailer: fastify.mailer,
      publicUrl: fastify.config.publicUrl,
      recruiterMail: createRecruiterMailData(fastify.db),
    });
    fastify.decorate('conversationsService', service);
    const timer = setInterval(() => {
      service
        .expireDue()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'hire expiry failed'));
    }, EXPIRY_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  {
    name: 'conversations-service',
    dependencies: ['db', 'env', 'live-events', 'mailer', 'hire-repository'],
  },
);
