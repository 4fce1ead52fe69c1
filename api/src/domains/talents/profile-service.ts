// The rules of a talent's profile edit: empty optional fields clear, phones and social handles
// are stored in one spelling, and a new photo replaces the old one in the same transaction as
// the row (the new file is written first; nothing is kept when the update fails).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { TalentProfile, TalentSignalsBody, TalentUpdateBody } from '../../schemas/user.js';
import { tidyPhone } from '../../lib/phone.js';
import { canonicalSocial, type SocialKind } from '../../lib/social-links.js';
import type { ImageStore } from '../images/image-store.js';
import { DomainError } from '../domain-error.js';
import { canSeeTalentContact, type ContactViewer } from './contact-rule.js';
import { PROFILE_COLUMNS, type ProfileChanges, type UsersRepository } from './users-repository.js';

const TALENT_NOT_FOUND = 'Talent not found';
/** What the talent sees of their own profile: everything. */
const OWNER_VIEW = { contact: true, salary: true };

/** Expected salary: for recruiters and for the talent themself, never for guests or other talent. */
export function canSeeTalentSalary(viewer: ContactViewer | null, talentId: number): boolean {
  if (!viewer) return false;
  return viewer.role === 'recruiter' || viewer.id === talentId;
}

const SOCIAL: Record<string, SocialKind> = {
  ig_account: 'instagram',
  github_account: 'github',
  gitlab_account: 'gitlab',
};

/** The column changes an edit makes (photo aside); full_name cannot be empty (schema). */
export function profileChanges(body: TalentUpdateBody): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const column of PROFILE_COLUMNS) {
    const value = body[column];
    if (value === undefined) continue;
    if (value === '') changes[column] = null;
    else if (column === 'phone') changes[column] = tidyPhone(value);
    else if (column in SOCIAL) changes[column] = canonicalSocial(SOCIAL[column]!, value);
    else changes[column] = value;
  }
  return changes;
}

export function createProfileService(deps: { db: Db; users: UsersRepository; images: ImageStore }) {
  const { db, users, images } = deps;
  return {
    /** The whole profile; email and phone only as the contact rule allows. */
    async view(id: number, viewer: ContactViewer | null): Promise<TalentProfile> {
      const profile = await users.profile(id, {
        contact: await canSeeTalentContact(db, viewer, id),
        salary: canSeeTalentSalary(viewer, id),
      });
      if (!profile) throw new DomainError('not_found', TALENT_NOT_FOUND);
      return profile;
    },

    /** The owner's edit: fields and, when a file came in `img_profile`, a new photo. */
    async update(id: number, body: TalentUpdateBody): Promise<TalentProfile> {
      const changes = profileChanges(body);
      // undefined when no file came (absent field, or an empty file input).
      const photo = await images.encodeFromField(body.img_profile, 'img_profile');
      // The row, the new photo and the removal of the old one commit together or not at all.
      const updated = await db.transaction(async (tx) => {
        const result = await users.update(id, changes, photo?.name, tx);
        if (result && photo) {
          await images.put(tx, [photo]);
          await images.remove(tx, [result.previousPhoto]);
        }
        return result;
      });
      const profile = updated ? await users.profile(id, OWNER_VIEW) : null;
      if (!profile) throw new DomainError('not_found', TALENT_NOT_FOUND);
      return profile;
    },

    /** The owner's availability and expected salary, all at once (PUT replaces both). */
    async updateSignals(id: number, body: TalentSignalsBody): Promise<TalentProfile> {
      const salary = body.expected_salary ?? null;
      if (salary && salary.min > salary.max)
        throw DomainError.atField(
          'invalid',
          'expected_salary',
          'The minimum salary cannot be above the maximum',
        );
      const written = await users.updateSignals(id, {
        availability: body.availability,
        availableFrom: body.available_from ?? null,
        salary,
      });
      const profile = written ? await users.profile(id, OWNER_VIEW) : null;
      if (!profile) throw new DomainError('not_found', TALENT_NOT_FOUND);
      return profile;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

declare module 'fastify' {
  interface FastifyInstance {
    profileService: ProfileService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'profileService',
      createProfileService({
        db: fastify.db,
        users: fastify.usersRepository,
        images: fastify.images,
      }),
    );
  },
  { name: 'profile-service', dependencies: ['db', 'users-repository', 'image-store'] },
);
