import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLive } from '../lib/live/live-events';

/**
 * Keeps the member's live connection open while the signed-in pages are shown: the counters
 * move with the SDK's reducers, and what an event changes is asked for again. After a break,
 * everything on screen is.
 */
export function useLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The connection's code (pusher-js, Echo) and what each event refreshes come with the
    // first signed-in page, not before: a guest's first screen carries none of it.
    let release: (() => void) | undefined;
    let offEvent: (() => void) | undefined;
    let left = false;
    void Promise.all([import('../lib/live/live'), import('./live-refresh')]).then(
      ([{ holdLive }, { refreshFor }]) => {
        if (left) return;
        // Listening before the connection opens: no event comes before it.
        offEvent = onLive('event', (event) => refreshFor(queryClient, event));
        release = holdLive();
      },
    );
    const offBack = onLive('reconnected', () => void queryClient.invalidateQueries());
    return () => {
      offEvent?.();
      offBack();
      left = true;
      release?.();
    };
  }, [queryClient]);
}
