// Search page statements remembered by their options. Text, name and parameters are a pure
// function of them (topQuery and searchPageQuery read nothing else), so the key is the options
// themselves and needs no invalidation. Why: building the text (~7,000 characters) and naming it
// took about a fifth of Node's CPU per search (with the garbage it left); the workload repeats
// its popular searches. The catalog generation is only a parameter, so it is left out of the
// key: under writes the word set moves a few times a second, and each move made every popular
// search build its statement again (forCatalogGeneration changes that one parameter instead).
// Statements are read, never changed, by their users.
import { SearchCache } from './search-cache.js';
import {
  forCatalogGeneration,
  type PageQuery,
  searchPageQuery,
  topQuery,
  type TopOptions,
} from './talent-search-sql.js';
import { SHAPE_TEXTS_KEPT, STATEMENT_MEMO_ENTRIES } from './tuning.js';

/** A page's statement; `partial` when its top left branches out (see TopOptions.lean). */
export type PageStatement = PageQuery & { partial: boolean };

export type PageOptions = Omit<Parameters<typeof searchPageQuery>[0], 'top'>;

interface CachedStatement {
  generation: string;
  statement: PageStatement;
}

export class StatementMemo {
  private readonly statements = new SearchCache<CachedStatement>({
    maxEntries: STATEMENT_MEMO_ENTRIES,
  });
  /** One text per shape, shared by the remembered statements of that shape (by shape name). */
  private readonly shapeTexts = new SearchCache<{ generation: string; sql: string }>({
    maxEntries: SHAPE_TEXTS_KEPT,
  });

  /** The page statement for these options, remembered or built. */
  pageStatement(top: TopOptions | null, page: PageOptions): PageStatement {
    const { catalogGeneration, ...options } = page;
    const key = JSON.stringify([top, options]);
    const hit = this.statements.get(key);
    if (hit) {
      if (hit.generation === catalogGeneration) return hit.statement;
      const statement = forCatalogGeneration(hit.statement, catalogGeneration);
      this.statements.set(key, { generation: catalogGeneration, statement });
      return statement;
    }
    const topStatement = top && topQuery(top);
    const built = searchPageQuery({ ...page, top: topStatement });
    let sql = this.shapeTexts.get(built.name!)?.sql;
    if (sql === undefined) {
      this.shapeTexts.set(built.name!, { generation: catalogGeneration, sql: built.sql });
      sql = built.sql;
    }
    const statement = { ...built, sql, partial: topStatement?.partial === true };
    this.statements.set(key, { generation: catalogGeneration, statement });
    return statement;
  }
}
