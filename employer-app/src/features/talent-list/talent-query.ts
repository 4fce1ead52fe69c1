import { RECRUITER_SORTS, type RecruiterSort } from '@peworld/shared-ui';
import type { GetUsersParams } from './api/get-users';

// The talent list's state lives in the URL (?search=&sort=&order=&page=&limit= and the
// filters), so back/forward, reload and a shared link show the same results. Unknown or
// malformed values fall back to defaults.

/** The list's order next to the filters: '' = relevance (or the Kategori's). */
export const LIST_ORDERS = ['newest', 'name', 'location'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Desktop page sizes a recruiter picks from; the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const AVAILABILITY_VALUES = ['open_to_work', 'open_to_offers', 'not_looking'] as const;
export type AvailabilityValue = (typeof AVAILABILITY_VALUES)[number];

export const EMPLOYMENT_TYPES = ['freelance', 'full time'] as const;
export type EmploymentTypeValue = (typeof EMPLOYMENT_TYPES)[number];

/** The recruiter's filters (all optional; '' / [] / null = not set). */
export interface TalentFilters {
  city: string;
  type: EmploymentTypeValue | '';
  minYears: number | null;
  availability: AvailabilityValue[];
  /** Monthly IDR budget. */
  salaryMin: number | null;
  salaryMax: number | null;
}

export interface TalentQuery extends TalentFilters {
  search: string;
  /** The 'Kategori' choice; '' = none. */
  category: RecruiterSort | '';
  order: ListOrder | '';
  page: number;
  limit: PageSize;
}

export const NO_FILTERS: TalentFilters = {
  city: '',
  type: '',
  minYears: null,
  availability: [],
  salaryMin: null,
  salaryMax: null,
};

export const DEFAULT_TALENT_QUERY: TalentQuery = {
  search: '',
  category: '',
  order: '',
  page: 1,
  limit: PAGE_SIZES[0],
  ...NO_FILTERS,
};

function oneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** A whole number >= 0 from the URL, or null. */
function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null;
}

export function readTalentQuery(params: URLSearchParams): TalentQuery {
  const category = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const type = params.get('type');
  const availability = (params.get('availability') ?? '')
    .split(',')
    .filter((value): value is AvailabilityValue => oneOf(AVAILABILITY_VALUES, value));
  return {
    search: (params.get('search') ?? '').trim(),
    category: oneOf(RECRUITER_SORTS, category) ? category : '',
    order: oneOf(LIST_ORDERS, order) ? order : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: oneOf(PAGE_SIZES, limit) ? limit : DEFAULT_TALENT_QUERY.limit,
    city: (params.get('city') ?? '').trim().slice(0, 100),
    type: oneOf(EMPLOYMENT_TYPES, type) ? type : '',
    minYears: wholeNumber(params.get('years'), 50),
    availability: [...new Set(availability)],
    salaryMin: wholeNumber(params.get('salary_min'), 2_000_000_000),
    salaryMax: wholeNumber(params.get('salary_max'), 2_000_000_000),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeTalentQuery(query: TalentQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('sort', query.category);
  if (query.order) params.set('order', query.order);
  if (query.city) params.set('city', query.city);
  if (query.type) params.set('type', query.type);
  if (query.minYears) params.set('years', String(query.minYears));
  if (query.availability.length > 0) params.set('availability', query.availability.join(','));
  if (query.salaryMin !== null) params.set('salary_min', String(query.salaryMin));
  if (query.salaryMax !== null) params.set('salary_max', String(query.salaryMax));
  if (query.limit !== DEFAULT_TALENT_QUERY.limit) params.set('limit', String(query.limit));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** How many filters are set (the filter bar's "Clear filters" shows when any is). */
export function activeFilterCount(filters: TalentFilters): number {
  return [
    filters.city !== '',
    filters.type !== '',
    filters.minYears !== null && filters.minYears > 0,
    filters.availability.length > 0,
    filters.salaryMin !== null || filters.salaryMax !== null,
  ].filter(Boolean).length;
}

/**
 * Spec §6: recruiters sort by skill, freelance or fulltime. 'skill' orders by best skill
 * match; freelance / fulltime narrow the list to that employment type. The order next to the
 * filters (newest, name, location) wins over the Kategori's; the type filter over its type.
 */
export function toApiParams(query: Omit<TalentQuery, 'page' | 'limit'>): GetUsersParams {
  const params: GetUsersParams = {};
  if (query.search) params.search = query.search;
  if (query.category === 'skill') params.sort = 'skill';
  if (query.category === 'freelance') params.employment_type = 'freelance';
  if (query.category === 'fulltime') params.employment_type = 'full time';
  if (query.order) params.sort = query.order;
  if (query.type) params.employment_type = query.type;
  if (query.city) params.city = query.city;
  if (query.minYears) params.min_years = query.minYears;
  if (query.availability.length > 0) params.availability = query.availability.join(',');
  if (query.salaryMin !== null) params.salary_min = query.salaryMin;
  if (query.salaryMax !== null) params.salary_max = query.salaryMax;
  return params;
}
