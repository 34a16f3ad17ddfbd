import type { ReactNode } from 'react';
import { ToggleGroup, type ToggleOption } from '../ui/toggle-group';
import { EntryList } from './entry-list';
import { PagedList, type PagedQuery } from './paged-list';
import { Panel } from './panel';
import type { useQueueView } from './use-queue-view';
import styles from './staff-queue.module.css';

/**
 * A staff queue (reports, help messages): a panel with the "Ver" switch (the waiting entries
 * or the done ones) above one page of entries, its states and the pager. The caller keeps the
 * view and the page (`useQueueView`), which its query needs.
 */
export function StaffQueue<V extends string>({
  title,
  description,
  views,
  queue,
  query,
  texts,
  pagerLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  views: ReadonlyArray<ToggleOption<V>>;
  queue: ReturnType<typeof useQueueView<V>>;
  /** Its previous page stays while the next loads (`keepPreviousData`). */
  query: PagedQuery & { isPlaceholderData: boolean };
  texts: { loading: string; failed: string; empty: string };
  pagerLabel: string;
  /** The page's entries, each an `<li>`. */
  children: ReactNode;
}) {
  return (
    <Panel title={title} description={description}>
      <div className={styles.queue}>
        <ToggleGroup
          label="Ver"
          options={views}
          selected={[queue.view]}
          onToggle={queue.showView}
        />
        <PagedList
          query={query}
          page={queue.page}
          onPage={queue.setPage}
          texts={texts}
          pagerLabel={pagerLabel}
        >
          <EntryList loading={query.isPlaceholderData}>{children}</EntryList>
        </PagedList>
      </div>
    </Panel>
  );
}
