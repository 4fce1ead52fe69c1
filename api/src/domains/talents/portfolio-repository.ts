// Portfolio entries of talents and their images (rows only; bytes live in the image store).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Portfolio } from '../../schemas/portfolio.js';
import { UNFILTERED_LIST_LIMIT } from './skills-repository.js';

export interface PortfolioFields {
  project_name: string;
  link_repository: string | null;
}

/** A portfolio row `p` with its images in upload order. */
export const PORTFOLIO_JSON = `json_build_object(
  'id', p.id, 'id_user', p.id_user, 'project_name', p.project_name, 'link_repository', p.link_repository,
  'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'filename', i.filename) ORDER BY i.position, i.id)
                      FROM portfolio_images i WHERE i.id_portfolio = p.id), '[]'::json))`;

export function createPortfolioRepository(db: Db) {
  async function find(id: number, tx: Db = db): Promise<Portfolio | null> {
    const { rows } = await tx.query<{ portfolio: Portfolio }>(
      `SELECT ${PORTFOLIO_JSON} AS portfolio FROM portfolios p WHERE p.id = $1`,
      [id],
    );
    return rows[0]?.portfolio ?? null;
  }

  return {
    find: (id: number) => find(id),

    async list(idUser: number | undefined): Promise<Portfolio[]> {
      const { rows } =
        idUser === undefined
          ? await db.query<{ portfolio: Portfolio }>(
              `SELECT ${PORTFOLIO_JSON} AS portfolio FROM portfolios p ORDER BY p.id DESC LIMIT $1`,
              [UNFILTERED_LIST_LIMIT],
            )
          : await db.query<{ portfolio: Portfolio }>(
              `SELECT ${PORTFOLIO_JSON} AS portfolio FROM portfolios p WHERE p.id_user = $1 ORDER BY p.id DESC`,
              [idUser],
            );
      return rows.map((r) => r.portfolio);
    },

    /** The entry and its image rows in one transaction: either all exist afterwards or none. */
    async create(
      idUser: number,
      fields: PortfolioFields,
      filenames: readonly string[],
      outer: Db = db,
    ): Promise<Portfolio> {
      return outer.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO portfolios (id_user, project_name, link_repository) VALUES ($1, $2, $3) RETURNING id',
          [idUser, fields.project_name, fields.link_repository],
        );
        const id = rows[0]!.id;
        if (filenames.length > 0) {
          await tx.query(
            `INSERT INTO portfolio_images (id_portfolio, filename, position)
             SELECT $1, f.name, f.pos - 1 FROM unnest($2::text[]) WITH ORDINALITY AS f(name, pos)`,
            [id, [...filenames]],
          );
        }
        return (await find(id, tx))!;
      });
    },

    async update(id: number, fields: Partial<PortfolioFields>): Promise<Portfolio | null> {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE portfolios SET
           project_name = coalesce($2, project_name),
           link_repository = CASE WHEN $3::boolean THEN $4 ELSE link_repository END,
           updated_at = now()
         WHERE id = $1 RETURNING id`,
        [
          id,
          fields.project_name ?? null,
          fields.link_repository !== undefined,
          fields.link_repository ?? null,
        ],
      );
      return rows[0] ? find(id) : null;
    },

    /** The entry in the caller's transaction (`tx`), or null. */
    findIn: (id: number, tx: Db) => find(id, tx),

    /** Locks the entry's row until `tx` ends (parallel image changes take turns); false when gone. */
    async lock(id: number, tx: Db): Promise<boolean> {
      const { rows } = await tx.query('SELECT id FROM portfolios WHERE id = $1 FOR UPDATE', [id]);
      return rows.length > 0;
    },

    /** How many images the entry has and the position after its last one. */
    async imageSlots(id: number, tx: Db): Promise<{ count: number; next: number }> {
      const { rows } = await tx.query<{ count: number; next: number }>(
        `SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next
           FROM portfolio_images WHERE id_portfolio = $1`,
        [id],
      );
      return rows[0]!;
    },

    /** Appends image rows from `position` on and marks the entry changed. */
    async insertImages(
      id: number,
      filenames: readonly string[],
      position: number,
      tx: Db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO portfolio_images (id_portfolio, filename, position)
         SELECT $1, f.name, $3 + f.pos - 1 FROM unnest($2::text[]) WITH ORDINALITY AS f(name, pos)`,
        [id, [...filenames], position],
      );
      await tx.query('UPDATE portfolios SET updated_at = now() WHERE id = $1', [id]);
    },

    /** One image of the entry with the entry's image count, or null when it has no such image. */
    async image(
      id: number,
      imageId: number,
      tx: Db,
    ): Promise<{ filename: string; count: number } | null> {
      const { rows } = await tx.query<{ filename: string; count: number }>(
        `SELECT filename, (SELECT count(*)::int FROM portfolio_images WHERE id_portfolio = $1) AS count
           FROM portfolio_images WHERE id_portfolio = $1 AND id = $2`,
        [id, imageId],
      );
      return rows[0] ?? null;
    },

    /** Deletes one image row and marks its entry changed. */
    async deleteImage(id: number, imageId: number, tx: Db): Promise<void> {
      await tx.query('DELETE FROM portfolio_images WHERE id = $1', [imageId]);
      await tx.query('UPDATE portfolios SET updated_at = now() WHERE id = $1', [id]);
    },

    /** Deletes the entry (its image rows go with it); answers the image names to remove, or null. */
    async remove(id: number, outer: Db = db): Promise<string[] | null> {
      return outer.transaction(async (tx) => {
        const { rows: images } = await tx.query<{ filename: string }>(
          'SELECT filename FROM portfolio_images WHERE id_portfolio = $1',
          [id],
        );
        const { rows } = await tx.query('DELETE FROM portfolios WHERE id = $1 RETURNING id', [id]);
        return rows.length > 0 ? images.map((i) => i.filename) : null;
      });
    },
  };
}
export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    portfolioRepository: PortfolioRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('portfolioRepository', createPortfolioRepository(fastify.db));
  },
  { name: 'portfolio-repository', dependencies: ['db'] },
);
