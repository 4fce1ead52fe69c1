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
  RecruiterNotificationSettings,
  RecruiterNotificationSettingsResponse,
  UnreadResponse,
} from '../../../schemas/conversation.js';

const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  const conversationsService = fastify.conversationsService;

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
      const { notifications: data, unread } = await conversationsService.notifications(
        request.account!,
        request.query.limit ?? 10,
      );
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
      unread: await conversationsService.unreadCount(request.account!),
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
      if (id === undefined) await conversationsService.markAllRead(viewer);
      else await conversationsService.markNotificationRead(viewer, id);
      return {
        status: 200,
        message: 'Marked read',
        unread: await conversationsService.unreadCount(viewer),
      };
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
      const data = await conversationsService.emailSettings(request.account!.id);
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
      await conversationsService.setEmailSettings(
        request.account!.id,
        request.body.email_hire_requests,
      );
      return { status: 200, message: 'Saved!', data: request.body };
    },
  );

  fastify.get(
    '/recruiter-settings',
    {
      onRequest: fastify.requireRole('recruiter'),
      schema: {
        tags: ['notifications'],
        summary: 'Whether a talent accepting, declining or replying is emailed to me when away',
        response: { 200: RecruiterNotificationSettingsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await conversationsService.recruiterEmailSettings(request.account!.id);
      return { status: 200, message: 'Notification settings', data };
    },
  );

  fastify.put(
    '/recruiter-settings',
    {
      onRequest: fastify.requireRole('recruiter'),
      schema: {
        tags: ['notifications'],
        summary: 'Turn the talent answer emails on or off (recruiter)',
        body: RecruiterNotificationSettings,
        response: { 200: RecruiterNotificationSettingsResponse, ...errorResponses },
      },
    },
    async (request) => {
      await conversationsService.setRecruiterEmailSettings(
        request.account!.id,
        request.body.email_talent_answers,
      );
      return { status: 200, message: 'Saved!', data: request.body };
    },
  );
};

export default notifications;
