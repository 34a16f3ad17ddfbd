import type { ReactNode } from 'react';
import { QueryStates, type QueryLike } from '../ui/query-states';
import { Pager } from './pager';

/** The query of a page of a staff list, as the API sends it (`GET /admin/...?page=`). */
export type PagedQuery = QueryLike & {
  data?: { data: readonly unknown[]; current_page: number; last_page: number } | undefined;
};

/**
 * One page of a paged staff list, said the same way on every staff page: its states (loading,
 * could not load, empty), then the list and the pager under it.
 * @example <PagedList query={query} page={page} onPage={setPage} texts={texts} pagerLabel="Páginas del registro">{table}</PagedList>
 */
export function PagedList({
  query,
  page,
  onPage,
  texts,
  pagerLabel,
  children,
}: {
  query: PagedQuery;
  page: number;
  onPage: (page: number) => void;
  texts: { loading: string; failed: string; empty: string };
  /** The pager's name for screen readers ("Páginas de …"). */
  pagerLabel: string;
  children: ReactNode;
}) {
  return (
    <QueryStates query={query} empty={!query.data?.data.length} texts={texts}>
      <>
        {children}
        <Pager
          page={query.data?.current_page ?? page}
          lastPage={query.data?.last_page ?? 1}
          onPage={onPage}
          label={pagerLabel}
        />
      </>
    </QueryStates>
  );
}
