import { Type, type Static } from 'typebox';
import { DataEnvelope, MessageResponse, MAX_ID } from './common.js';

/**
 * Skills one talent may list: more than a real profile ever holds, and what keeps one talent's
 * skill changes cheap for everyone (migration 072 enforces the same number).
 */
export const SKILLS_PER_TALENT_MAX = 50;

export const Skill = Type.Object({
  id: Type.Integer(),
  id_user: Type.Integer(),
  skill_name: Type.String(),
});
export type Skill = Static<typeof Skill>;

/** A skill as typed: trimmed, 1-50 characters; known aliases are stored under their canonical name. */
export const SkillName = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '\\S',
  title: 'Skill',
  errorMessage: 'Skill must be 1 to 50 characters',
});

export const SkillBody = Type.Object({
  skill_name: SkillName,
  /** Ignored: the session decides whose skill it is. */
  id_user: Type.Optional(
    Type.Unsafe<unknown>({ description: 'Ignored; the logged-in talent owns the skill' }),
  ),
});
export type SkillBody = Static<typeof SkillBody>;

export const SkillListQuery = Type.Object({
  id_user: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: 'id_user' })),
});
export type SkillListQuery = Static<typeof SkillListQuery>;

export const SkillListResponse = DataEnvelope(Type.Array(Skill));
export const SkillResponse = DataEnvelope(Skill);
export const SkillDeleteResponse = MessageResponse;

export const SkillSuggestQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 50, title: 'q' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8, title: 'Limit' })),
});
export type SkillSuggestQuery = Static<typeof SkillSuggestQuery>;

export const SkillSuggestion = Type.Object({ skill_name: Type.String(), count: Type.Integer() });
export type SkillSuggestion = Static<typeof SkillSuggestion>;
export const SkillSuggestResponse = DataEnvelope(Type.Array(SkillSuggestion));
