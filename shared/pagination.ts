import type { Pagination } from './api-types.ts';

/** The spec's seven pagination fields for a 1-based page of `pageSize` items out of `totalCount`. */
export function buildPagination(page: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    total_pages: totalPages,
    current_page: page,
    first_page: 1,
    last_page: totalPages,
    prev_page: page > 1 ? Math.min(page - 1, totalPages) : null,
    next_page: page < totalPages ? page + 1 : null,
    total_count: totalCount,
  };
}

/** Page numbers shown around the current one (up to `side` each side); empty when there is one page or fewer. */
export function visiblePages(pagination: Pagination, side: number): number[] {
  if (pagination.total_pages <= 1) return [];
  const from = Math.max(1, pagination.current_page - side);
  const to = Math.min(pagination.total_pages, pagination.current_page + side);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
