/** Next page number for "load more" (any paged list answer), or undefined on the last page. */
export function nextPageOf(answer: { pagination: { page: number; totalPages: number } }) {
  const { page, totalPages } = answer.pagination;
  return page < totalPages ? page + 1 : undefined;
}
