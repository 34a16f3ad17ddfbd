import type { CappedPaged, Paged } from '@app/contract/paging';

export type PageRequest = { page: number; pageSize: number };

/**
 * Answers one page of a list the way the contract gives it. `load` receives the limit and
 * offset and returns that slice with the total count.
 * @example paginate({ page: 2, pageSize: 20 }, (limit, offset) => service.list(limit, offset))
 */
export async function paginate<T>(
  request: PageRequest,
  load: (limit: number, offset: number) => Promise<{ rows: T[]; total: number }>,
): Promise<Paged<T>> {
  const { rows, total } = await load(request.pageSize, (request.page - 1) * request.pageSize);
  return pageAnswer(request, rows, total);
}

/** The same for a list whose total is capped (lib/capped-count.ts): `total_capped` says so. */
export async function paginateCapped<T>(
  request: PageRequest,
  load: (
    limit: number,
    offset: number,
  ) => Promise<{ rows: T[]; total: number; total_capped: boolean }>,
): Promise<CappedPaged<T>> {
  const { rows, total, total_capped } = await load(
    request.pageSize,
    (request.page - 1) * request.pageSize,
  );
  return { ...pageAnswer(request, rows, total), total_capped };
}

export function pageAnswer<T>(request: PageRequest, rows: T[], total: number): Paged<T> {
  return {
    data: rows,
    current_page: request.page,
    per_page: request.pageSize,
    total,
    last_page: Math.max(1, Math.ceil(total / request.pageSize)),
  };
}
