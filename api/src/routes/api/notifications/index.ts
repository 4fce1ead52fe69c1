// /api/notifications: the bell. Notifications are the messages the other side sent me
// (requests, status changes, replies); read state is the conversations' read watermarks, so the
// bell, the chat list and the thread never disagree.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/common.js';
import {
  MarkReadBody,
  NotificationListResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  NotificationsQuery,
  UnreadResponse,
} from '../../../schemas/conversation.js';
import { asHttp } from '../../../lib/conversation-http.js';

const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.conversationsRepository;

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Recent requests, status changes and messages to me, with the unread count',
        querystring: NotificationsQuery,
        response: { 200: NotificationListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.account!;
      await repo.expireDue();
      const [data, unread] = await Promise.all([
        repo.notifications(viewer, request.query.limit ?? 10),
        repo.unreadCount(viewer),
      ]);
      return { status: 200, message: 'Notifications', data, unread };
    },
  );

  fastify.get(
    '/unread',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'How many messages to me are unread',
        response: { 200: UnreadResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Unread count',
      unread: await repo.unreadCount(request.account!),
    }),
  );

  fastify.post(
    '/read',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification (and what came before it in its conversation) or all read',
        body: MarkReadBody,
        response: { 200: UnreadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.account!;
      const id = request.body?.id;
      if (id === undefined) await repo.markAllRead(viewer);
      else {
        const { rows } = await fastify.db.query<{ conversation_id: number }>(
          'SELECT conversation_id FROM messages WHERE id = $1',
          [id],
        );
        const conversationId = rows[0]?.conversation_id;
        if (conversationId === undefined)
          throw fastify.httpErrors.notFound('Notification not found');
        await asHttp(fastify, repo.markRead(viewer, conversationId, id));
      }
      return { status: 200, message: 'Marked read', unread: await repo.unreadCount(viewer) };
    },
  );

  fastify.get(
    '/settings',
    {
      onRequest: fastify.requireRole('talent'),
      schema: {
        tags: ['notifications'],
        summary: 'Whether new hire requests are also emailed to me (talent)',
        response: { 200: NotificationSettingsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await repo.emailSettings(request.account!.id);
      if (!data) throw fastify.httpErrors.notFound('Talent not found');
      return { status: 200, message: 'Notification settings', data };
    },
  );

  fastify.put(
    '/settings',
    {
      onRequest: fastify.requireRole('talent'),
      schema: {
        tags: ['notifications'],
        summary: 'Turn the hire request emails on or off (talent)',
        body: NotificationSettings,
        response: { 200: NotificationSettingsResponse, ...errorResponses },
      },
    },
    async (request) => {
      await repo.setEmailSettings(request.account!.id, request.body.email_hire_requests);
      return { status: 200, message: 'Saved!', data: request.body };
    },
  );
};

export default notifications;
