import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { TalentProfileResponse, TalentSignalsBody } from '../../../schemas/user.js';

/** PUT /api/users/:id/signals — the owner's availability and expected salary (issue 31). */
export const updateSignalsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '/:id/signals',
    {
      onRequest: fastify.requireOwner({
        role: 'talent',
        exists: (id) => fastify.usersRepository.isTalent(id),
        forbidden: 'You can only change your own profile',
      }),
      schema: {
        tags: ['talent'],
        summary:
          'Set your availability and expected salary (IDR; a monthly range, or a day rate range for freelance work)',
        params: IdParams,
        body: TalentSignalsBody,
        response: { 200: TalentProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Profile information updated!',
      data: await fastify.profileService.updateSignals(request.params.id, request.body),
    }),
  );
};
