import type { GetUsersAnswer } from './api/get-users';

type TalentPagination = GetUsersAnswer['pagination'];

/**
 * How many talent a list holds, for people: the API stops counting at 1,000 and says so
 * (`totalCapped`), which reads "1,000+" (en) or "1.000+" (id) as on large job boards.
 */
export function talentTotalLabel(
  pagination: Pick<TalentPagination, 'total' | 'totalCapped'>,
  formatNumber: (value: number) => string,
): string {
  const count = formatNumber(pagination.total);
  return pagination.totalCapped ? `${count}+` : count;
}
