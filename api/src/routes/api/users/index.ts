import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { DomainError } from '../../../domains/domain-error.js';
import type { TalentFilters } from '../../../domains/search/talent-filters.js';
import {
  type Availability,
  TalentListQuery,
  TalentListResponse,
  TalentProfileResponse,
} from '../../../schemas/user.js';
import { updateProfileRoute } from './update-profile.js';
import { updateSignalsRoute } from './update-signals.js';

/** Whether a list query filters by expected salary (a recruiter's filter). */
function salaryFiltered(query: unknown): boolean {
  const q = query as Partial<Record<'salary_min' | 'salary_max', unknown>> | undefined;
  return (
    (q?.salary_min !== undefined && q.salary_min !== '') ||
    (q?.salary_max !== undefined && q.salary_max !== '')
  );
}

/** The list query's filters (domains/search/talent-filters.ts). */
function listFilters(query: TalentListQuery): TalentFilters {
  return {
    city: query.city,
    minYears: query.min_years,
    availability: query.availability
      ? (query.availability.split(',') as Availability[])
      : undefined,
    salaryMin: query.salary_min,
    salaryMax: query.salary_max,
    salaryPeriod: query.salary_period,
  };
}

const users: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      // Anyone's search answers the same: a logged-in recruiter's cookie is not looked up.
      // A salary filter is for recruiters only (it would reveal expected salaries): only then is
      // the session looked up.
      config: { sameForEveryone: (request) => !salaryFiltered(request.query) },
      schema: {
        tags: ['talent'],
        summary: 'Talent list and search',
        description:
          'search matches skills, full name, job title and city: case-insensitive, partial words, aliases ("reactjs" = React) ' +
          'and small typos. Several words or comma-separated skills rank talent by how many terms they match ' +
          '(match_count, matched_skills). Counts stop at 1,000 (pagination.totalCapped: "1,000+"). sort: name | skill | location | newest | freelance | fulltime ' +
          '(freelance / fulltime put that type first; employment_type filters). Filters, combinable with the search and ' +
          'each other: city (local names fold as in search), min_years (since the first experience), availability ' +
          '(comma-separated), salary_min / salary_max / salary_period (recruiters only: 403 otherwise). search_terms: ' +
          'how many terms match_count counts out of.',
        querystring: TalentListQuery,
        response: { 200: TalentListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { search, employment_type, sort, page = 1, limit = 10 } = request.query;
      if (salaryFiltered(request.query) && request.account?.role !== 'recruiter')
        throw new DomainError('forbidden', 'Only recruiter accounts can filter by salary');
      const { cards, total, totalCapped, searchTerms } = await fastify.usersRepository.list({
        search,
        employmentType: employment_type || undefined,
        sort: sort || undefined,
        filters: listFilters(request.query),
        page,
        limit,
      });
      return {
        status: 200,
        message: 'Talent list',
        data: cards,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped },
        search_terms: searchTerms,
      };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['talent'],
        summary:
          'A talent profile with skills, experience and portfolio (email and phone only for the talent and for companies whose hire request they accepted)',
        params: IdParams,
        response: { 200: TalentProfileResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await fastify.profileService.view(request.params.id, request.account);
      return { status: 200, message: 'Talent profile', data };
    },
  );

  await fastify.register(updateProfileRoute);
  await fastify.register(updateSignalsRoute);
};

export default users;
