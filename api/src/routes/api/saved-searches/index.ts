// /api/saved-searches: a company's saved searches (issue 31), recruiters only; their alerts
// (the bell); and the digest's one-click unsubscribe (no login: the signed token is the key).
// A search another company saved is "not found" (404) like an absent one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParams, MessageResponse } from '../../../schemas/common.js';
import {
  AlertsQuery,
  MarkAlertsReadBody,
  SavedSearchAlertsResponse,
  SavedSearchCreateBody,
  SavedSearchListResponse,
  SavedSearchResponse,
  SavedSearchUpdateBody,
  UnsubscribeQuery,
} from '../../../schemas/saved-search.js';
import { savedSearchActorOf as actorOf } from '../../../domains/saved-searches/saved-searches-service.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { unsubscribedPage } from './unsubscribed-page.js';

const savedSearches: FastifyPluginAsyncTypebox = async (fastify) => {
  const { savedSearchesService: service, savedSearchDigest: digest } = fastify;
  const recruiterOnly = fastify.requireRole('recruiter');
  const tags = ['saved-searches'];

  fastify.get(
    '/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: "Your company's saved searches, newest first",
        response: { 200: SavedSearchListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await service.list(actorOf(request.account!));
      return { status: 200, message: 'Saved searches found', data };
    },
  );

  fastify.post(
    '/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: "Save the talent list's search, filters and sort under a name",
        body: SavedSearchCreateBody,
        response: { 201: SavedSearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request.account!), request.body);
      return reply.code(201).send({ status: 201, message: 'Search saved', data });
    },
  );

  fastify.get(
    '/alerts',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: 'Talents who newly matched your saved searches (the bell), with the unread count',
        querystring: AlertsQuery,
        response: { 200: SavedSearchAlertsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { alerts, unread } = await service.alerts(
        actorOf(request.account!),
        request.query.limit ?? 10,
      );
      return { status: 200, message: 'Alerts', data: alerts, unread };
    },
  );

  fastify.post(
    '/alerts/read',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: 'Mark one alert (id) or every alert read',
        body: Type.Optional(MarkAlertsReadBody),
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await service.markAlertsRead(actorOf(request.account!), request.body?.id ?? null);
      return { status: 200, message: 'Marked read' };
    },
  );

  fastify.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "The digest e-mail's link: turns the daily digest off at once, answers a page",
        querystring: UnsubscribeQuery,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await digest.unsubscribe(request.query.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribedPage(requestLanguage(request)));
    },
  );

  fastify.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        querystring: UnsubscribeQuery,
        body: Type.Optional(Type.Object({ 'List-Unsubscribe': Type.Optional(Type.String()) })),
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await digest.unsubscribe(request.query.token);
      return { status: 200, message: 'Unsubscribed from the daily digest' };
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: 'One saved search of your company',
        params: IdParams,
        response: { 200: SavedSearchResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await service.get(actorOf(request.account!), request.params.id);
      return { status: 200, message: 'Saved search found', data };
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: 'Rename a saved search and/or turn its daily e-mail digest on or off',
        params: IdParams,
        body: SavedSearchUpdateBody,
        response: { 200: SavedSearchResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await service.update(actorOf(request.account!), request.params.id, request.body);
      return { status: 200, message: 'Saved search updated', data };
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags,
        summary: 'Delete a saved search with its alerts',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await service.remove(actorOf(request.account!), request.params.id);
      return { status: 200, message: 'Saved search deleted' };
    },
  );
};

export default savedSearches;
