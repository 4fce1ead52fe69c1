// The data access every list-like section of a talent's profile shares (experience,
// education): rows of one table owned by a talent, listed in the section's order, created,
// changed field by field and removed. Table and column names come from the callers' constants,
// never from a request.
import type { Db, SqlParam } from '../../db/db.js';
import { UNFILTERED_LIST_LIMIT } from './skills-repository.js';

export interface ProfileEntriesTable<Fields> {
  table: 'experiences' | 'educations';
  /** The editable columns, in the order an insert lists them. */
  fields: readonly (keyof Fields & string)[];
  /** ORDER BY of one talent's entries. */
  order: string;
}

export function createProfileEntriesRepository<
  Entry,
  Fields extends { [K in keyof Fields]: SqlParam },
>(db: Db, { table, fields, order }: ProfileEntriesTable<Fields>) {
  const columns = ['id', 'id_user', ...fields].join(', ');
  return {
    async list(idUser: number | undefined): Promise<Entry[]> {
      const { rows } =
        idUser === undefined
          ? await db.query<Entry>(`SELECT ${columns} FROM ${table} ORDER BY id DESC LIMIT $1`, [
              UNFILTERED_LIST_LIMIT,
            ])
          : await db.query<Entry>(
              `SELECT ${columns} FROM ${table} WHERE id_user = $1 ORDER BY ${order}`,
              [idUser],
            );
      return rows;
    },

    async find(id: number): Promise<Entry | null> {
      const { rows } = await db.query<Entry>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async create(idUser: number, values: Fields): Promise<Entry> {
      const placeholders = fields.map((_, index) => `$${index + 2}`).join(', ');
      const { rows } = await db.query<Entry>(
        `INSERT INTO ${table} (id_user, ${fields.join(', ')})
         VALUES ($1, ${placeholders}) RETURNING ${columns}`,
        [idUser, ...fields.map((field) => values[field]!)],
      );
      return rows[0]!;
    },

    /** Writes the given fields (column names from the fixed list). null when the entry is gone. */
    async update(id: number, values: Partial<Fields>): Promise<Entry | null> {
      const sets: string[] = [];
      const params: SqlParam[] = [id];
      for (const column of fields) {
        const value = values[column];
        if (value === undefined) continue;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      }
      const { rows } = await db.query<Entry>(
        `UPDATE ${table} SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${columns}`,
        params,
      );
      return rows[0] ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const { rows } = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
      return rows.length > 0;
    },
  };
}
