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
  PortfolioImageParams,
  PortfolioImagesBody,
  PortfolioListQuery,
  PortfolioListResponse,
  PortfolioResponse,
  PortfolioUpdateBody,
} from '../../../schemas/portfolio.js';

const NOT_FOUND = 'Portfolio not found';
const IMAGE_NOT_FOUND = 'Image not found';
const LAST_IMAGE = 'A project keeps at least one image: add another before removing this one';
const emptyToNull = (text: string | undefined) => (text ? text : null);

const usersPortfolio: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.portfolioRepository;
  const { images, httpErrors } = fastify;
  const ownerOnly = requireRowOwner(fastify, repo, NOT_FOUND);

  /**
   * The uploaded images of a body (`image` or `img_portfolio`), 1 to `room` of them, each
   * checked before anything is written, so a bad third image stores nothing.
   */
  function checkedFiles(body: { image?: unknown; img_portfolio?: unknown }, room: number) {
    const files = [...images.filesOf(body.image), ...images.filesOf(body.img_portfolio)];
    if (files.length === 0) {
      throw new FieldHttpError(400, 'image', 'Add at least one image of the project');
    }
    if (files.length > room) {
      throw new FieldHttpError(
        400,
        'image',
        `A portfolio entry takes at most ${MAX_PORTFOLIO_IMAGES} images`,
      );
    }
    for (const file of files) {
      if (file.length > MAX_IMAGE_BYTES) throw httpErrors.payloadTooLarge(IMAGE_SIZE_MESSAGE);
      if (!sniffImage(file)) throw httpErrors.unsupportedMediaType(IMAGE_TYPE_MESSAGE);
    }
    return files;
  }

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
      const files = checkedFiles(body, MAX_PORTFOLIO_IMAGES);
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
    async (request) => {
      const files = checkedFiles(request.body, MAX_PORTFOLIO_IMAGES);
      const encoded = await images.encodeAll(files);
      const data = await fastify.db.transaction(async (tx) => {
        const entry = await repo.addImages(
          request.params.id,
          encoded.map((image) => image.name),
          MAX_PORTFOLIO_IMAGES,
          tx,
        );
        // Rows and bytes commit together; an entry that is gone or full stores nothing.
        if (entry === 'too-many') {
          throw new FieldHttpError(
            400,
            'image',
            `A portfolio entry takes at most ${MAX_PORTFOLIO_IMAGES} images`,
          );
        }
        if (!entry) throw httpErrors.notFound(NOT_FOUND);
        await images.put(tx, encoded);
        return entry;
      });
      return { status: 200, message: 'Portfolio updated!', data };
    },
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
    async (request) => {
      const { id, imageId } = request.params;
      const data = await fastify.db.transaction(async (tx) => {
        const removed = await repo.removeImage(id, imageId, tx);
        if (removed === 'not-found') throw httpErrors.notFound(IMAGE_NOT_FOUND);
        if (removed === 'last') throw httpErrors.conflict(LAST_IMAGE);
        await images.remove(tx, [removed.filename]);
        return removed.entry;
      });
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
