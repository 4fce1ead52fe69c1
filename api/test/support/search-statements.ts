import type { SqlParam } from '../../src/db/db.js';
import type { TestApi } from '../helper.js';

/** A search page statement (top, count and cards in one) as the app ran it. */
export interface RanStatement {
  sql: string;
  params: readonly SqlParam[] | undefined;
}

/**
 * Records every search page statement the app runs from now on, in order, into `ran` (the
 * statements stay untouched: the database still answers them).
 */
export function recordSearchStatements(api: TestApi, ran: RanStatement[]): void {
  const query = api.db.query.bind(api.db);
  api.db.query = (async (sql: string, params?: readonly SqlParam[], name?: string) => {
    if (sql.includes('ranked AS MATERIALIZED')) ran.push({ sql, params });
    return query(sql, params, name);
  }) as typeof api.db.query;
}
