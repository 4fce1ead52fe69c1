import type { SavedSearchParams } from './api/get-saved-searches';

/** Where the talent list serves a saved search (employer-app routes.ts, `/home`). */
const LIST_PATH = '/home';
/** This page's own path (declared in employer-app routes.ts). */
export const SAVED_SEARCHES_PATH = '/home/saved-searches';

/**
 * The talent list's URL for a saved search: the API's parameters in the list's own URL words
 * (features/talent-list/talent-query.ts reads them): `sort=skill` is the Kategori, the other
 * sorts the order; `years` for min_years; the employment type as the type filter.
 */
export function listHref(params: SavedSearchParams): string {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  if (params.sort === 'skill') url.set('sort', 'skill');
  else if (params.sort === 'newest' || params.sort === 'name' || params.sort === 'location')
    url.set('order', params.sort);
  if (params.city) url.set('city', params.city);
  if (params.employment_type) url.set('type', params.employment_type);
  if (params.min_years) url.set('years', String(params.min_years));
  if (params.availability) url.set('availability', params.availability);
  if (params.salary_min !== undefined) url.set('salary_min', String(params.salary_min));
  if (params.salary_max !== undefined) url.set('salary_max', String(params.salary_max));
  const query = url.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}
