// /api/conversations: a company and a talent write to each other. Participants only (403),
// unknown ids 404; sending is rate-limited per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  ConversationListResponse,
  ConversationResponse,
  MessageBody,
  MessagePage,
  MessageResponse,
  MessagesQuery,
  OpenConversationBody,
  ReadResponse,
} from '../../../schemas/conversation.js';

const conversations: FastifyPluginAsyncTypebox = async (fastify) => {
  const conversationsService = fastify.conversationsService;

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['conversations'],
        summary: 'My conversations, newest activity first, with unread counts',
        response: { 200: ConversationListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { conversations: data, unread } = await conversationsService.list(request.account!);
      return { status: 200, message: 'Conversations', data, unread };
    },
  );

  fastify.post(
    '/',
    {
      onRequest: [fastify.requireRole('talent'), fastify.messageLimit],
      schema: {
        tags: ['conversations'],
        summary: "A talent writes to a company ('Apply'): opens the conversation or adds to it",
        body: OpenConversationBody,
        response: { 201: ConversationResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await conversationsService.openFromTalent(
        request.account!,
        request.body.id_company,
        request.body.body,
      );
      return reply.code(201).send({ status: 201, message: 'Message sent', data });
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['conversations'],
        summary: 'One conversation (contact details once a hire request was accepted)',
        params: IdParams,
        response: { 200: ConversationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await conversationsService.get(request.account!, request.params.id);
      return { status: 200, message: 'Conversation', data };
    },
  );

  fastify.get(
    '/:id/messages',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['conversations'],
        summary: 'Messages, newest page first (oldest first within a page); before = next_cursor',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePage, ...errorResponses },
      },
    },
    async (request) => {
      const { before, limit = 30 } = request.query;
      const { messages, nextCursor } = await conversationsService.messages(
        request.account!,
        request.params.id,
        {
          limit,
          ...(before ? { before } : {}),
        },
      );
      return { status: 200, message: 'Messages', data: messages, next_cursor: nextCursor };
    },
  );

  fastify.post(
    '/:id/messages',
    {
      onRequest: [fastify.requireAuth, fastify.messageLimit],
      schema: {
        tags: ['conversations'],
        summary: 'Send a message (at most 2,000 characters)',
        params: IdParams,
        body: MessageBody,
        response: { 201: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await conversationsService.send(
        request.account!,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send({ status: 201, message: 'Message sent', data });
    },
  );

  fastify.post(
    '/:id/read',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['conversations'],
        summary: 'Mark the conversation read up to its newest message',
        params: IdParams,
        response: { 200: ReadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const conversationId = request.params.id;
      const lastReadId = await conversationsService.markRead(request.account!, conversationId);
      return {
        status: 200,
        message: 'Marked read',
        data: { conversation_id: conversationId, last_read_id: lastReadId },
      };
    },
  );
};

export default conversations;
