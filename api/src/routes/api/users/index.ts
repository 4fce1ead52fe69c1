import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  TalentListQuery,
  TalentListResponse,
  TalentProfileResponse,
} from '../../../schemas/user.js';
import { updateProfileRoute } from './update-profile.js';

const users: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      // Anyone's search answers the same: a logged-in recruiter's cookie is not looked up.
      config: { sameForEveryone: true },
      schema: {
        tags: ['talent'],
        summary: 'Talent list and search',
        description:
          'search matches skills, full name, job title and city: case-insensitive, partial words, aliases ("reactjs" = React) ' +
          'and small typos. Several words or comma-separated skills rank talent by how many terms they match ' +
          '(match_count, matched_skills). Counts stop at 1,000 (pagination.totalCapped: "1,000+"). sort: name | skill | location | newest | freelance | fulltime ' +
          '(freelance / fulltime put that type first; employment_type filters).',
        querystring: TalentListQuery,
        response: { 200: TalentListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { search, employment_type, sort, page = 1, limit = 10 } = request.query;
      const { cards, total, totalCapped } = await fastify.usersRepository.list({
        search,
        employmentType: employment_type || undefined,
        sort: sort || undefined,
        page,
        limit,
      });
      return {
        status: 200,
        message: 'Talent list',
        data: cards,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped },
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
};

export default users;
