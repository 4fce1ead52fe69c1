import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTalent } from '../../../lib/require-talent-owner.js';
import { addTalentListRoute, requireRowOwner } from '../../../lib/talent-row-routes.js';
import { PORTFOLIO_NOT_FOUND } from '../../../domains/talents/portfolio-service.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  MAX_PORTFOLIO_IMAGES,
  PortfolioBody,
  PortfolioDeleteResponse,
  PortfolioImageParams,
  PortfolioImagesBody,
  PortfolioListQuery,
  PortfolioListResponse,
  PortfolioResponse,
  PortfolioUpdateBody,
} from '../../../schemas/portfolio.js';

const usersPortfolio: FastifyPluginAsyncTypebox = async (fastify) => {
  const { portfolioRepository, portfolioService } = fastify;
  const ownerOnly = requireRowOwner(fastify, portfolioRepository, PORTFOLIO_NOT_FOUND);

  addTalentListRoute(fastify, portfolioRepository, {
    tag: 'portfolio',
    summary:
      "A talent's portfolio with images, newest first; without id_user the newest 100 of everyone",
    querystring: PortfolioListQuery,
    response: PortfolioListResponse,
    message: 'Portfolio',
  });

  fastify.post(
    '/',
    {
      // Multipart (with files) is parsed only here, after the onRequest guard passed.
      config: { acceptsFiles: true },
      onRequest: requireTalent(fastify),
      schema: {
        tags: ['portfolio'],
        summary: `Add a portfolio entry: multipart with project_name, link_repository and 1-${MAX_PORTFOLIO_IMAGES} images (image or img_portfolio)`,
        consumes: ['multipart/form-data'],
        body: PortfolioBody,
        response: { 201: PortfolioResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await portfolioService.create(request.account!.id, request.body);
      return reply.code(201).send({ status: 201, message: 'Portfolio added!', data });
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['portfolio'],
        summary: 'Change the name or link of one of your portfolio entries',
        params: IdParams,
        body: PortfolioUpdateBody,
        response: { 200: PortfolioResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Portfolio updated!',
      data: await portfolioService.update(request.params.id, request.body),
    }),
  );

  fastify.post(
    '/:id/images',
    {
      config: { acceptsFiles: true },
      onRequest: ownerOnly,
      schema: {
        tags: ['portfolio'],
        summary: `Add images to one of your portfolio entries: multipart image files (at most ${MAX_PORTFOLIO_IMAGES} in all)`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: PortfolioImagesBody,
        response: { 200: PortfolioResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Portfolio updated!',
      data: await portfolioService.addImages(request.params.id, request.body),
    }),
  );

  fastify.delete(
    '/:id/images/:imageId',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['portfolio'],
        summary: 'Remove one image of one of your portfolio entries (the last one stays)',
        params: PortfolioImageParams,
        response: { 200: PortfolioResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Portfolio updated!',
      data: await portfolioService.removeImage(request.params.id, request.params.imageId),
    }),
  );

  fastify.delete(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['portfolio'],
        summary: 'Remove one of your portfolio entries and its images',
        params: IdParams,
        response: { 200: PortfolioDeleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      await portfolioService.remove(request.params.id);
      return { status: 200, message: 'Portfolio deleted!' };
    },
  );
};

export default usersPortfolio;
