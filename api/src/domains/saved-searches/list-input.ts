// A saved search's parameters as the talent search's input (the same reading of the URL's
// parameters as GET /api/users), so a saved search matches exactly what its list shows.
import type { Availability } from '../../schemas/user.js';
import type { SavedSearchParams } from '../../schemas/saved-search.js';
import type { TalentListInput } from '../search/talent-search.js';

export function listInputOf(
  params: SavedSearchParams,
  page: { page: number; limit: number; idUser?: number },
): TalentListInput {
  return {
    search: params.search,
    employmentType: params.employment_type || undefined,
    sort: params.sort || undefined,
    filters: {
      city: params.city,
      minYears: params.min_years,
      availability: params.availability
        ? (params.availability.split(',') as Availability[])
        : undefined,
      salaryMin: params.salary_min,
      salaryMax: params.salary_max,
      salaryPeriod: params.salary_period,
      ...(page.idUser !== undefined ? { idUser: page.idUser } : {}),
    },
    page: page.page,
    limit: page.limit,
  };
}
