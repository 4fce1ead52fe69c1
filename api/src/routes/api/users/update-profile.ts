import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROFILE_COLUMNS, type ProfileChanges } from '../../../plugins/app/users-repository.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { TalentProfileResponse, TalentUpdateBody } from '../../../schemas/user.js';
import { canonicalSocial, type SocialKind } from '../../../lib/social-links.js';

const SOCIAL: Record<string, SocialKind> = {
  ig_account: 'instagram',
  github_account: 'github',
  gitlab_account: 'gitlab',
};

/** Phone numbers are stored as digits (and a leading +), whatever separators were typed. */
const tidyPhone = (phone: string) => phone.replace(/[ -]/g, '');

/**
 * PATCH /api/users/:id — JSON, form or multipart; a multipart `img_profile` file replaces
 * the photo. The new file is stored first, the row updated in a transaction, and only then
 * the old file removed; if the update fails the new file is removed again.
 */
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
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const changes: ProfileChanges = {};
      for (const column of PROFILE_COLUMNS) {
        const value = body[column];
        if (value === undefined) continue;
        // An empty optional field clears it; full_name cannot be empty (schema).
        if (value === '') changes[column] = null;
        else if (column === 'phone') changes[column] = tidyPhone(value);
        else if (column in SOCIAL) changes[column] = canonicalSocial(SOCIAL[column]!, value);
        else changes[column] = value;
      }
      // undefined when no file came (absent field, or an empty file input).
      const photo = await fastify.images.encodeFromField(body.img_profile, 'img_profile');
      // The row, the new photo and the removal of the old one commit together or not at all.
      const result = await fastify.db.transaction(async (tx) => {
        const updated = await fastify.usersRepository.update(id, changes, photo?.name, tx);
        if (updated && photo) {
          await fastify.images.put(tx, [photo]);
          await fastify.images.remove(tx, [updated.previousPhoto]);
        }
        return updated;
      });
      if (!result) throw fastify.httpErrors.notFound('Talent not found');
      const profile = await fastify.usersRepository.profile(id, true);
      return { status: 200, message: 'Profile information updated!', data: profile! };
    },
  );
};
