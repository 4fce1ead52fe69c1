import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  SkillBody,
  SkillDeleteResponse,
  SkillListQuery,
  SkillListResponse,
  SkillResponse,
} from '../../../schemas/skill.js';
import { requireTalent, requireTalentOwner } from '../../../lib/require-talent-owner.js';

const NOT_FOUND = 'Skill not found';

const usersSkills: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.skillsRepository;
  const ownerOnly = requireTalentOwner(
    fastify,
    async (id) => (await repo.find(id))?.id_user ?? null,
    NOT_FOUND,
  );
  const duplicate = (name: string) =>
    fastify.httpErrors.conflict(`${name} is already in your skills`);

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
        body: SkillBody,
        response: { 201: SkillResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const written = await repo.add(request.account!.id, request.body.skill_name);
      if ('duplicate' in written) throw duplicate(await repo.storedName(request.body.skill_name));
      return reply.code(201).send({ status: 201, message: 'Skil added!', data: written.skill });
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
      const written = await repo.rename(request.params.id, request.body.skill_name);
      if (!written) throw fastify.httpErrors.notFound(NOT_FOUND);
      if ('duplicate' in written) throw duplicate(await repo.storedName(request.body.skill_name));
      return { status: 200, message: 'Skill updated!', data: written.skill };
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
      if (!(await repo.remove(request.params.id))) throw fastify.httpErrors.notFound(NOT_FOUND);
      return { status: 200, message: 'Skill deleted!' };
    },
  );
};

export default usersSkills;
