import { useSearchParams } from 'react-router-dom';

export const EMPLOYMENT_TYPE_VALUES = ['full_time', 'freelance', 'internship'] as const;
export type EmploymentTypeValue = (typeof EMPLOYMENT_TYPE_VALUES)[number];

export const WORK_MODE_VALUES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkModeValue = (typeof WORK_MODE_VALUES)[number];

export const POSTED_WITHIN_VALUES = ['1', '7', '30'] as const;
export type PostedWithinValue = (typeof POSTED_WITHIN_VALUES)[number];

/** 'match' first: a talent's default is their best matches. */
export const JOB_SORT_VALUES = ['match', 'newest', 'salary'] as const;
export type JobSortValue = (typeof JOB_SORT_VALUES)[number];

/** Page sizes a talent picks from; the first is the default. */
export const JOB_PAGE_SIZES = [10, 20, 50] as const;
export type JobPageSize = (typeof JOB_PAGE_SIZES)[number];

export interface JobFilters {
  city: string;
  type: EmploymentTypeValue | '';
  mode: WorkModeValue | '';
  /** Minimum monthly salary in rupiah, or null. */
  salaryMin: number | null;
  posted: PostedWithinValue | '';
}

export interface JobListParams extends JobFilters {
  /** Title words and skills ('' = none). */
  search: string;
  sort: JobSortValue;
  page: number;
  limit: JobPageSize;
}

export const NO_JOB_FILTERS: JobFilters = {
  city: '',
  type: '',
  mode: '',
  salaryMin: null,
  posted: '',
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | '' {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as T) : '';
}

function positiveInt(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

/** Reads the list's state from a URL query; anything unknown falls back to its default. */
export function readJobListParams(query: URLSearchParams): JobListParams {
  const page = positiveInt(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    search: query.get('search') ?? '',
    city: query.get('city') ?? '',
    type: oneOf(EMPLOYMENT_TYPE_VALUES, query.get('type')),
    mode: oneOf(WORK_MODE_VALUES, query.get('mode')),
    salaryMin: positiveInt(query.get('salary')),
    posted: oneOf(POSTED_WITHIN_VALUES, query.get('posted')),
    sort: oneOf(JOB_SORT_VALUES, query.get('sort')) || JOB_SORT_VALUES[0],
    page: page !== null && page >= 1 ? page : 1,
    limit: (JOB_PAGE_SIZES as readonly number[]).includes(limit)
      ? (limit as JobPageSize)
      : JOB_PAGE_SIZES[0],
  };
}

/** The URL query of a list state; defaults are left out so links stay short. */
export function jobListQuery(params: JobListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('search', params.search.trim());
  if (params.city.trim() !== '') query.set('city', params.city.trim());
  if (params.type) query.set('type', params.type);
  if (params.mode) query.set('mode', params.mode);
  if (params.salaryMin !== null) query.set('salary', String(params.salaryMin));
  if (params.posted) query.set('posted', params.posted);
  if (params.sort !== JOB_SORT_VALUES[0]) query.set('sort', params.sort);
  if (params.limit !== JOB_PAGE_SIZES[0]) query.set('limit', String(params.limit));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** How many filters (not the search, order or page) are set. */
export function activeJobFilterCount(filters: JobFilters): number {
  return [
    filters.city.trim() !== '',
    filters.type !== '',
    filters.mode !== '',
    filters.salaryMin !== null,
    filters.posted !== '',
  ].filter(Boolean).length;
}

/**
 * The job list's search, filters, order, page and page size live in the URL
 * (?search=&city=&type=&mode=&salary=&posted=&sort=&page=&limit=), so a reload, Back and a
 * shared link (the landing's Top Jobs chips) show the same list. Any change but the page
 * starts again at page 1.
 */
export function useJobListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readJobListParams(searchParams);

  function update(next: Partial<JobListParams>) {
    const merged = { ...params, ...next, page: next.page ?? 1 };
    setSearchParams(jobListQuery(merged));
  }

  return { params, update };
}
