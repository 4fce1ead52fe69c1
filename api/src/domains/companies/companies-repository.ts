// Company profiles: list with search/filter/sort/paging, detail, owner edits.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';
import type { Company, CompanySort } from '../../schemas/company.js';
import type { CompanyCategory } from '../../schemas/common.js';
import { wholeWordPattern } from './skill-fields.js';

export interface CompanyListFilter {
  company?: string;
  category?: CompanyCategory;
  /**
   * Lower-case whole words (domains/companies/skill-fields.ts): only companies whose name, field or
   * description contains one, those containing the most first.
   */
  skillTerms?: readonly string[];
  sort?: CompanySort;
  page: number;
  limit: number;
}

/** Columns an owner may change (`img_company` goes through the image store). */
export const COMPANY_EDITABLE = [
  'name_company',
  'field_company',
  'category',
  'city',
  'address',
  'description',
  'email',
  'instagram',
  'phone',
  'linkedin',
  'img_company',
] as const;
export type CompanyChanges = Partial<Record<(typeof COMPANY_EDITABLE)[number], string | null>>;

const COLUMNS = `id_company, name, name_company, field_company, category, city, address, description,
  email, instagram, phone, linkedin, img_company, created_at, updated_at`;

const ORDER: Record<CompanySort, string> = {
  name: 'lower(name_company) ASC, id_company ASC',
  newest: 'created_at DESC, id_company DESC',
  city: 'lower(city) ASC NULLS LAST, lower(name_company) ASC, id_company ASC',
};

/** ILIKE treats %, _ and \ as wildcards/escapes: make user text literal. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Contact details are for logged-in callers only. */
export function forViewer(row: Company, loggedIn: boolean): Company {
  return loggedIn ? row : { ...row, email: null, phone: null };
}

export function createCompaniesRepository(db: Db) {
  return {
    async list(filter: CompanyListFilter): Promise<{ rows: Company[]; total: number }> {
      const where: string[] = [];
      const params: SqlParam[] = [];
      if (filter.company) {
        // The name, the field or the city (issue 32); city words fold as the talent search's
        // ("Jogja" finds Yogyakarta, "jkt" Jakarta; search_words of migration 060).
        params.push(`%${escapeLike(filter.company)}%`, filter.company);
        const like = `$${params.length - 1}`;
        const typed = `$${params.length}::text`;
        where.push(`(name_company ILIKE ${like} ESCAPE '\\' OR field_company ILIKE ${like} ESCAPE '\\'
          OR city ILIKE ${like} ESCAPE '\\'
          OR (EXISTS (SELECT 1 FROM search_words('c', ${typed}))
              AND ARRAY(SELECT search_words('c', city)) @> ARRAY(SELECT search_words('c', ${typed}))))`);
      }
      if (filter.category) {
        params.push(filter.category);
        where.push(`category = $${params.length}`);
      }
      let rankSql = '';
      if (filter.skillTerms) {
        params.push(filter.skillTerms.map(wholeWordPattern));
        const profile = `lower(concat_ws(' ', name_company, field_company, description))`;
        const patterns = `unnest($${params.length}::text[]) AS p(pattern)`;
        where.push(`EXISTS (SELECT 1 FROM ${patterns} WHERE ${profile} ~ p.pattern)`);
        rankSql = `(SELECT count(*) FROM ${patterns} WHERE ${profile} ~ p.pattern) DESC, `;
      }
      const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const sort = filter.sort ?? 'name';
      // The unfiltered list (everyone's first page, a talent's main page) has one text per
      // sort: prepared once per connection rather than parsed and planned on every request.
      const plain = where.length === 0;
      const offset = (filter.page - 1) * filter.limit;
      // The total and the page do not depend on each other: both go out at once.
      const [count, { rows }] = await Promise.all([
        db.query<{ total: number }>(
          `SELECT count(*) AS total FROM companies ${whereSql}`,
          params,
          plain ? 'company_count' : undefined,
        ),
        db.query<Company>(
          `SELECT ${COLUMNS} FROM companies ${whereSql}
            ORDER BY ${rankSql}${ORDER[sort]}
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, filter.limit, offset],
          plain ? `company_list_${sort}` : undefined,
        ),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    async findById(id: number, tx: Db = db): Promise<Company | null> {
      const { rows } = await tx.query<Company>(
        `SELECT ${COLUMNS} FROM companies WHERE id_company = $1`,
        [id],
        'company_by_id',
      );
      return rows[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM companies WHERE id_company = $1', [id]);
      return rows.length > 0;
    },

    /** Applies the changes; returns the updated row, or null when the company does not exist. */
    /** The logo's name, locking the row until the caller's transaction `tx` ends. */
    async logoForUpdate(id: number, tx: Db): Promise<{ img_company: string | null } | null> {
      const { rows } = await tx.query<{ img_company: string | null }>(
        'SELECT img_company FROM companies WHERE id_company = $1 FOR UPDATE',
        [id],
      );
      return rows[0] ?? null;
    },

    async update(id: number, changes: CompanyChanges, tx: Db = db): Promise<Company | null> {
      const sets: string[] = [];
      const params: SqlParam[] = [id];
      for (const column of COMPANY_EDITABLE) {
        const value = changes[column];
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length === 0) return this.findById(id);
      const { rows } = await tx.query<Company>(
        `UPDATE companies SET ${sets.join(', ')}, updated_at = now() WHERE id_company = $1 RETURNING ${COLUMNS}`,
        params,
      );
      return rows[0] ?? null;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companiesRepository: CompaniesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('companiesRepository', createCompaniesRepository(fastify.db));
  },
  { name: 'companies-repository', dependencies: ['db'] },
);
