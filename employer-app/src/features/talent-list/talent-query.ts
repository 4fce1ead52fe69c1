import { RECRUITER_SORTS, type RecruiterSort } from '@peworld/shared-ui';
import type { GetUsersParams } from './api/get-users';

// The talent list's state lives in the URL (?search=&sort=&page=), so back/forward, reload
// and a shared link show the same results. Unknown or malformed values fall back to defaults.

export interface TalentQuery {
  search: string;
  /** The 'Kategori' choice; '' = none. */
  category: RecruiterSort | '';
  page: number;
}

export const DEFAULT_TALENT_QUERY: TalentQuery = { search: '', category: '', page: 1 };

function isCategory(value: string | null): value is RecruiterSort {
  return (RECRUITER_SORTS as readonly string[]).includes(value ?? '');
}

export function readTalentQuery(params: URLSearchParams): TalentQuery {
  const category = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    category: isCategory(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeTalentQuery(query: TalentQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('sort', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * Spec §6: recruiters sort by skill, freelance or fulltime. 'skill' orders by best skill
 * match; freelance / fulltime narrow the list to that employment type.
 */
export function toApiParams(query: Omit<TalentQuery, 'page'>): GetUsersParams {
  const params: GetUsersParams = {};
  if (query.search) params.search = query.search;
  if (query.category === 'skill') params.sort = 'skill';
  if (query.category === 'freelance') params.employment_type = 'freelance';
  if (query.category === 'fulltime') params.employment_type = 'full time';
  return params;
}
