import type { Paged } from '@app/contract/paging';

/** What a paged list holds: every item loaded so far and where it stands. */
export type PagedListState<T> = {
  items: T[];
  /** The last page loaded; 0 before the first. */
  page: number;
  lastPage: number;
  total: number;
  loading: boolean;
  error: unknown;
};

export type PagedList<T> = {
  getState(): PagedListState<T>;
  /** Loads a page: page 1 clears what was loaded before, later pages append. */
  load(page?: number): Promise<PagedListState<T>>;
  /** Loads the page after the last one, when there is one. */
  loadMore(): Promise<PagedListState<T>>;
  hasMore(): boolean;
  /** Called after every change; the returned function stops it. */
  subscribe(listener: (state: PagedListState<T>) => void): () => void;
};

/**
 * A list loaded page by page (spec, section 7): loading page 1 clears the earlier data, later
 * pages are appended. An answer that arrives after a newer load began is dropped, so a
 * refresh never mixes with a stale page.
 * @example
 * const feedback = createPagedList((page) => listTestimonials(client, { page, pageSize: 10 }));
 * await feedback.load();      // page 1
 * await feedback.loadMore();  // page 2, appended
 */
export function createPagedList<T>(loadPage: (page: number) => Promise<Paged<T>>): PagedList<T> {
  let state: PagedListState<T> = {
    items: [],
    page: 0,
    lastPage: 1,
    total: 0,
    loading: false,
    error: undefined,
  };
  const listeners = new Set<(state: PagedListState<T>) => void>();
  let generation = 0;

  const set = (next: Partial<PagedListState<T>>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  const list: PagedList<T> = {
    getState: () => state,
    hasMore: () => state.page < state.lastPage,
    async load(page = 1) {
      const mine = ++generation;
      set(page <= 1 ? { items: [], page: 0, loading: true, error: undefined } : { loading: true });
      try {
        const answer = await loadPage(page);
        if (mine === generation) {
          set({
            items: page <= 1 ? answer.data : [...state.items, ...answer.data],
            page: answer.current_page,
            lastPage: answer.last_page,
            total: answer.total,
            loading: false,
          });
        }
      } catch (error) {
        if (mine === generation) set({ loading: false, error });
        throw error;
      }
      return state;
    },
    loadMore: () => (list.hasMore() ? list.load(state.page + 1) : Promise.resolve(state)),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return list;
}
