import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTalent } from '../../../lib/require-talent-owner.js';
import { FieldHttpError } from '../../../lib/field-error.js';
import { addTalentListRoute, requireRowOwner } from '../../../lib/talent-row-routes.js';
import { MAX_IMAGE_BYTES } from '../../../plugins/external/multipart.js';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  sniffImage,
} from '../../../plugins/app/image-store.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  MAX_PORTFOLIO_IMAGES,
  PortfolioBody,
  PortfolioDeleteResponse,
  PortfolioListQuery,
  PortfolioListResponse,
  PortfolioResponse,
  PortfolioUpdateBody,
} from '../../../schemas/portfolio.js';

const NOT_FOUND = 'Portfolio not found';
const emptyToNull = (text: string | undefined) => (text ? text : null);

const usersPortfolio: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.portfolioRepository;
  const { images, httpErrors } = fastify;
  const ownerOnly = requireRowOwner(fastify, repo, NOT_FOUND);

  addTalentListRoute(fastify, repo, {
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
      const body = request.body;
      const files = [...images.filesOf(body.image), ...images.filesOf(body.img_portfolio)];
      if (files.length === 0) {
        throw new FieldHttpError(400, 'image', 'Add at least one image of the project');
      }
      if (files.length > MAX_PORTFOLIO_IMAGES) {
        throw new FieldHttpError(
          400,
          'image',
          `A portfolio entry takes at most ${MAX_PORTFOLIO_IMAGES} images`,
        );
      }
      // Every file is checked before anything is written, so a bad third image stores nothing.
      for (const file of files) {
        if (file.length > MAX_IMAGE_BYTES) throw httpErrors.payloadTooLarge(IMAGE_SIZE_MESSAGE);
        if (!sniffImage(file)) throw httpErrors.unsupportedMediaType(IMAGE_TYPE_MESSAGE);
      }
      // All images are encoded before anything is written; they and the rows go in one transaction.
      const encoded = await images.encodeAll(files);
      const data = await fastify.db.transaction(async (tx) => {
        await images.put(tx, encoded);
        return repo.create(
          request.account!.id,
          { project_name: body.project_name, link_repository: emptyToNull(body.link_repository) },
          encoded.map((image) => image.name),
          tx,
        );
      });
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
    async (request) => {
      const { project_name, link_repository } = request.body;
      const data = await repo.update(request.params.id, {
        ...(project_name !== undefined ? { project_name } : {}),
        ...(link_repository !== undefined ? { link_repository: emptyToNull(link_repository) } : {}),
      });
      if (!data) throw httpErrors.notFound(NOT_FOUND);
      return { status: 200, message: 'Portfolio updated!', data };
    },
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
      const filenames = await fastify.db.transaction(async (tx) => {
        const names = await repo.remove(request.params.id, tx);
        if (names) await images.remove(tx, names);
        return names;
      });
      if (!filenames) throw httpErrors.notFound(NOT_FOUND);
      return { status: 200, message: 'Portfolio deleted!' };
    },
  );
};

export default usersPortfolio;
