import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { TalentProfileResponse, TalentUpdateBody } from '../../../schemas/user.js';

/** PATCH /api/users/:id — JSON, form or multipart; a multipart `img_profile` file replaces the photo. */
export const updateProfileRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.patch(
    '/:id',
    {
      // Multipart (with files) is parsed only here, after the onRequest guard passed.
      config: { acceptsFiles: true },
      onRequest: fastify.requireOwner({
        role: 'talent',
        exists: (id) => fastify.usersRepository.isTalent(id),
        forbidden: 'You can only change your own profile',
      }),
      schema: {
        tags: ['talent'],
        summary: 'Edit your profile (fields, or multipart with an img_profile file)',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        params: IdParams,
        body: TalentUpdateBody,
        response: { 200: TalentProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Profile information updated!',
      data: await fastify.profileService.update(request.params.id, request.body),
    }),
  );
};
