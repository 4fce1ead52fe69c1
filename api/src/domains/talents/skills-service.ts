// The rules of a talent's skills: one of each (aliases count as their canonical skill), at
// most SKILLS_PER_TALENT_MAX of them. A refusal names the skill as it is stored.
import fp from 'fastify-plugin';
import { SKILLS_PER_TALENT_MAX, type Skill } from '../../schemas/skill.js';
import { DomainError } from '../domain-error.js';
import type { SkillsRepository } from './skills-repository.js';

export const SKILL_NOT_FOUND = 'Skill not found';
export const SKILLS_FULL = `You can list at most ${SKILLS_PER_TALENT_MAX} skills. Remove one to add another.`;

export function createSkillsService(skills: SkillsRepository) {
  async function duplicate(raw: string): Promise<DomainError> {
    return new DomainError('conflict', `${await skills.storedName(raw)} is already in your skills`);
  }

  return {
    async add(idUser: number, raw: string): Promise<Skill> {
      const written = await skills.add(idUser, raw);
      if ('full' in written) throw DomainError.atField('conflict', 'skill_name', SKILLS_FULL);
      if ('duplicate' in written) throw await duplicate(raw);
      return written.skill;
    },

    async rename(id: number, raw: string): Promise<Skill> {
      const written = await skills.rename(id, raw);
      if (!written) throw new DomainError('not_found', SKILL_NOT_FOUND);
      if ('duplicate' in written) throw await duplicate(raw);
      return written.skill;
    },

    async remove(id: number): Promise<void> {
      if (!(await skills.remove(id))) throw new DomainError('not_found', SKILL_NOT_FOUND);
    },
  };
}
export type SkillsService = ReturnType<typeof createSkillsService>;

declare module 'fastify' {
  interface FastifyInstance {
    skillsService: SkillsService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('skillsService', createSkillsService(fastify.skillsRepository));
  },
  { name: 'skills-service', dependencies: ['skills-repository'] },
);
