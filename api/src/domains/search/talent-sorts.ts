import type { TalentSort } from '../../schemas/user.js';

/**
 * Sort orders of the talent list. Only these fixed SQL fragments ever reach ORDER BY;
 * the `sort` query value just picks one (it is validated against TALENT_SORTS first).
 *
 * - freelance / fulltime put that employment type first instead of filtering
 *   (`employment_type` is the filter), newest first within each group.
 * - skill: with a search, the best skill match first (relevance); without one, the
 *   talent listing the most skills first.
 * - no sort: with a search, relevance; without one, complete profiles first, then newest.
 */
export { TALENT_SORTS, type TalentSort } from '../../schemas/user.js';

/** ORDER BY of the plain list (alias `t` = talents); each one is backed by an index of migration 012. */
export const LIST_ORDER: Readonly<Record<TalentSort | 'recommended', string>> = {
  recommended: 't.profile_score DESC, t.created_at DESC, t.id_user DESC',
  newest: 't.created_at DESC, t.id_user DESC',
  name: 'lower(t.full_name), t.id_user',
  location: 'lower(t.domicile), lower(t.full_name), t.id_user',
  skill: 't.skill_count DESC, t.created_at DESC, t.id_user DESC',
  freelance: 't.employment_type, t.created_at DESC, t.id_user DESC',
  fulltime: 't.employment_type DESC NULLS LAST, t.created_at DESC, t.id_user DESC',
};

/**
 * What a chosen sort puts ahead of relevance in a search (alias `t` = talents).
 * `null`: relevance alone, no need to read the talents rows while ranking.
 */
export const SEARCH_ORDER: Readonly<Record<TalentSort | 'relevance', string | null>> = {
  relevance: null,
  skill: null,
  newest: 't.created_at DESC',
  name: 'lower(t.full_name)',
  location: 'lower(t.domicile), lower(t.full_name)',
  freelance: 't.employment_type',
  fulltime: 't.employment_type DESC NULLS LAST',
};
