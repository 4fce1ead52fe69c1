export type PageSlot = number | 'gap';

/**
 * Which page buttons to show: always the first and last, the current page and its
 * neighbours, with 'gap' where pages are skipped. Short lists show every page.
 */
export function pageWindow(page: number, totalPages: number, siblings = 1): PageSlot[] {
  const maxSlots = siblings * 2 + 5;
  if (totalPages <= maxSlots) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap');
  for (let p = start; p <= end; p += 1) slots.push(p);
  if (end < totalPages - 1) slots.push('gap');
  slots.push(totalPages);
  return slots;
}
