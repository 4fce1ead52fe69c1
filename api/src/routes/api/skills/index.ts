import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/common.js';
import { SkillSuggestQuery, SkillSuggestResponse } from '../../../schemas/skill.js';

const skills: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/suggest',
    {
      schema: {
        tags: ['skills'],
        summary:
          'Known skills for autocomplete: exact/alias and prefix matches, then partial and typo-close ones, most popular first',
        querystring: SkillSuggestQuery,
        response: { 200: SkillSuggestResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Skill suggestions',
      data: await fastify.skillsRepository.suggest(request.query.q ?? '', request.query.limit ?? 8),
    }),
  );
};

export default skills;
