import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  SKILLS_PER_TALENT_MAX,
  SkillBody,
  SkillDeleteResponse,
  SkillListQuery,
  SkillListResponse,
  SkillResponse,
} from '../../../schemas/skill.js';
import { requireTalent, requireTalentOwner } from '../../../lib/require-talent-owner.js';
import { SKILL_NOT_FOUND } from '../../../domains/talents/skills-service.js';

const usersSkills: FastifyPluginAsyncTypebox = async (fastify) => {
  const { skillsRepository: repo, skillsService } = fastify;
  const ownerOnly = requireTalentOwner(
    fastify,
    async (id) => (await repo.find(id))?.id_user ?? null,
    SKILL_NOT_FOUND,
  );

  fastify.get(
    '/',
    {
      schema: {
        tags: ['skills'],
        summary:
          "A talent's skills (most popular first); without id_user the newest 100 of everyone",
        querystring: SkillListQuery,
        response: { 200: SkillListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Skills',
      data: await repo.list(request.query.id_user),
    }),
  );

  fastify.post(
    '/',
    {
      onRequest: requireTalent(fastify),
      schema: {
        tags: ['skills'],
        summary: 'Add a skill to your profile (known aliases are stored by their canonical name)',
        description: `At most ${SKILLS_PER_TALENT_MAX} skills per talent: one more answers 409 at skill_name.`,
        body: SkillBody,
        response: { 201: SkillResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await skillsService.add(request.account!.id, request.body.skill_name);
      return reply.code(201).send({ status: 201, message: 'Skil added!', data });
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['skills'],
        summary: 'Rename one of your skills',
        params: IdParams,
        body: SkillBody,
        response: { 200: SkillResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await skillsService.rename(request.params.id, request.body.skill_name);
      return { status: 200, message: 'Skill updated!', data };
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['skills'],
        summary: 'Remove one of your skills',
        params: IdParams,
        response: { 200: SkillDeleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      await skillsService.remove(request.params.id);
      return { status: 200, message: 'Skill deleted!' };
    },
  );
};

export default usersSkills;
