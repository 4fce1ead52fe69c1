// The rules of portfolio entries: every entry shows 1 to MAX_PORTFOLIO_IMAGES images, each
// checked before anything is written; rows and image bytes commit together, and the entry's
// row lock makes parallel uploads or removals take turns (they cannot pass the limits together).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import { MAX_PORTFOLIO_IMAGES, type Portfolio } from '../../schemas/portfolio.js';
import { MAX_IMAGE_BYTES } from '../../plugins/external/multipart.js';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  sniffImage,
  type ImageStore,
} from '../images/image-store.js';
import { DomainError } from '../domain-error.js';
import type { PortfolioRepository } from './portfolio-repository.js';

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';
const IMAGE_NOT_FOUND = 'Image not found';
const LAST_IMAGE = 'A project keeps at least one image: add another before removing this one';
const NO_IMAGE = 'Add at least one image of the project';
const TOO_MANY_IMAGES = `A portfolio entry takes at most ${MAX_PORTFOLIO_IMAGES} images`;

/** The image fields of a body: `image` or `img_portfolio` (multipart files). */
export interface ImageFields {
  image?: unknown;
  img_portfolio?: unknown;
}

export interface PortfolioInput extends ImageFields {
  project_name: string;
  link_repository?: string | undefined;
}

const emptyToNull = (text: string | undefined) => (text ? text : null);

export function createPortfolioService(deps: {
  db: Db;
  portfolio: PortfolioRepository;
  images: ImageStore;
}) {
  const { db, portfolio, images } = deps;

  /** The uploaded images, 1 to `room` of them, each checked before anything is written. */
  function checkedFiles(body: ImageFields, room: number): Buffer[] {
    const files = [...images.filesOf(body.image), ...images.filesOf(body.img_portfolio)];
    if (files.length === 0) throw DomainError.atField('invalid', 'image', NO_IMAGE);
    if (files.length > room) throw DomainError.atField('invalid', 'image', TOO_MANY_IMAGES);
    for (const file of files) {
      if (file.length > MAX_IMAGE_BYTES) throw new DomainError('too_large', IMAGE_SIZE_MESSAGE);
      if (!sniffImage(file)) throw new DomainError('unsupported_type', IMAGE_TYPE_MESSAGE);
    }
    return files;
  }

  return {
    /** A new entry of the talent with its images (all encoded before anything is written). */
    async create(idUser: number, input: PortfolioInput): Promise<Portfolio> {
      const encoded = await images.encodeAll(checkedFiles(input, MAX_PORTFOLIO_IMAGES));
      return db.transaction(async (tx) => {
        await images.put(tx, encoded);
        return portfolio.create(
          idUser,
          {
            project_name: input.project_name,
            link_repository: emptyToNull(input.link_repository),
          },
          encoded.map((image) => image.name),
          tx,
        );
      });
    },

    /** A new name or link; an empty link clears it. */
    async update(
      id: number,
      fields: { project_name?: string | undefined; link_repository?: string | undefined },
    ): Promise<Portfolio> {
      const { project_name, link_repository } = fields;
      const entry = await portfolio.update(id, {
        ...(project_name !== undefined ? { project_name } : {}),
        ...(link_repository !== undefined ? { link_repository: emptyToNull(link_repository) } : {}),
      });
      if (!entry) throw new DomainError('not_found', PORTFOLIO_NOT_FOUND);
      return entry;
    },

    /** More images for an entry, as long as it stays within MAX_PORTFOLIO_IMAGES. */
    async addImages(id: number, body: ImageFields): Promise<Portfolio> {
      const encoded = await images.encodeAll(checkedFiles(body, MAX_PORTFOLIO_IMAGES));
      return db.transaction(async (tx) => {
        if (!(await portfolio.lock(id, tx)))
          throw new DomainError('not_found', PORTFOLIO_NOT_FOUND);
        const { count, next } = await portfolio.imageSlots(id, tx);
        if (count + encoded.length > MAX_PORTFOLIO_IMAGES)
          throw DomainError.atField('invalid', 'image', TOO_MANY_IMAGES);
        await portfolio.insertImages(
          id,
          encoded.map((image) => image.name),
          next,
          tx,
        );
        await images.put(tx, encoded);
        return (await portfolio.findIn(id, tx))!;
      });
    },

    /** Removes one image of an entry, never its last one (a project shows at least one). */
    async removeImage(id: number, imageId: number): Promise<Portfolio> {
      return db.transaction(async (tx) => {
        await portfolio.lock(id, tx);
        const image = await portfolio.image(id, imageId, tx);
        if (!image) throw new DomainError('not_found', IMAGE_NOT_FOUND);
        if (image.count <= 1) throw new DomainError('conflict', LAST_IMAGE);
        await portfolio.deleteImage(id, imageId, tx);
        await images.remove(tx, [image.filename]);
        return (await portfolio.findIn(id, tx))!;
      });
    },

    /** Deletes the entry and its images. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const names = await portfolio.remove(id, tx);
        if (!names) throw new DomainError('not_found', PORTFOLIO_NOT_FOUND);
        await images.remove(tx, names);
      });
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;

declare module 'fastify' {
  interface FastifyInstance {
    portfolioService: PortfolioService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'portfolioService',
      createPortfolioService({
        db: fastify.db,
        portfolio: fastify.portfolioRepository,
        images: fastify.images,
      }),
    );
  },
  { name: 'portfolio-service', dependencies: ['db', 'portfolio-repository', 'image-store'] },
);
