import { useState } from 'react';

/**
 * The view a staff queue is seen in (`QueueViews`) and its page: a new view starts again at
 * its first page.
 * @example const { view, showView, page, setPage } = useQueueView<QueueStatus>('open');
 */
export function useQueueView<V extends string>(first: V) {
  const [view, setView] = useState(first);
  const [page, setPage] = useState(1);
  const showView = (next: V) => {
    setView(next);
    setPage(1);
  };
  return { view, showView, page, setPage };
}
