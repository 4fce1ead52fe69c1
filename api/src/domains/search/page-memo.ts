// Search pages remembered per data generation (SEARCH_CACHE on): every write to talents or skills
// bumps the generation, so a page is used only while the generation it was made under is current.
import { SearchCache } from './search-cache.js';

export class PageMemo<Page> {
  private readonly pages = new SearchCache<{ generation: string; page: Page }>({ maxEntries: 512 });

  /** The page remembered for `key` under `generation`, if any. */
  get(key: string, generation: string): Page | undefined {
    const hit = this.pages.get(key);
    return hit && hit.generation === generation ? hit.page : undefined;
  }

  set(key: string, generation: string, page: Page): void {
    this.pages.set(key, { generation, page });
  }
}
