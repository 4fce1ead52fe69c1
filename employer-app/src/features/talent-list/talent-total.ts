import type { TalentPagination } from '@peworld/api/schemas';

/**
 * How many talent a list holds, for people: the API stops counting at 1,000 and says so
 * (`totalCapped`), which reads "1,000+" as on large job boards.
 */
export function talentTotalLabel(
  pagination: Pick<TalentPagination, 'total' | 'totalCapped'>,
): string {
  const count = pagination.total.toLocaleString('en-US');
  return pagination.totalCapped ? `${count}+` : count;
}
