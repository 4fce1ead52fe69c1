import { useSearchParams } from 'react-router-dom';

export const COMPANY_CATEGORIES = ['skill', 'Tech', 'NonTech'] as const;
export type CompanyCategoryOption = (typeof COMPANY_CATEGORIES)[number];

/** Page sizes a talent picks from; the first is the default. */
export const COMPANY_PAGE_SIZES = [10, 20, 50] as const;
export type CompanyPageSize = (typeof COMPANY_PAGE_SIZES)[number];

export interface CompanyListParams {
  /** Company name search ('' = none). */
  q: string;
  category: CompanyCategoryOption | null;
  page: number;
  limit: CompanyPageSize;
}

function readLimit(raw: string | null): CompanyPageSize {
  const limit = Number(raw);
  return (COMPANY_PAGE_SIZES as readonly number[]).includes(limit)
    ? (limit as CompanyPageSize)
    : COMPANY_PAGE_SIZES[0];
}

function readCategory(raw: string | null): CompanyCategoryOption | null {
  return (COMPANY_CATEGORIES as readonly string[]).includes(raw ?? '')
    ? (raw as CompanyCategoryOption)
    : null;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The company list's search, category, page and page size live in the URL
 * (?q=&category=&page=&limit=), so a reload, the Back button and a shared link show the same
 * list. A new search, category or page size starts again at page 1.
 */
export function useCompanyListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: CompanyListParams = {
    q: searchParams.get('q') ?? '',
    category: readCategory(searchParams.get('category')),
    page: readPage(searchParams.get('page')),
    limit: readLimit(searchParams.get('limit')),
  };

  function update(next: Partial<CompanyListParams>) {
    const merged = { ...params, ...next };
    if (next.q !== undefined || next.category !== undefined || next.limit !== undefined)
      merged.page = next.page ?? 1;
    const query = new URLSearchParams();
    if (merged.q.trim() !== '') query.set('q', merged.q.trim());
    if (merged.category) query.set('category', merged.category);
    if (merged.limit !== COMPANY_PAGE_SIZES[0]) query.set('limit', String(merged.limit));
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearchParams(query);
  }

  return { params, update };
}
