import { useEffect, useEffectEvent } from 'react';

/**
 * Listens to one event on each of these public channels while the screen shows them (the
 * cells of the map in view); the channels are joined and left as the list changes.
 * @example usePublicEvents(cells.map(wishCellChannel), WISHES_CHANGED_EVENT, refresh);
 */
export function usePublicEvents(
  channels: readonly string[],
  event: string,
  onEvent: (data: unknown) => void,
) {
  const heard = useEffectEvent((data: unknown) => onEvent(data));
  const key = [...channels].sort().join(' ');
  useEffect(() => {
    if (!key) return;
    let stops: Array<() => void> = [];
    let left = false;
    // The connection's code is loaded with the first signed-in page; this waits for it.
    void import('./live').then(({ listenPublic }) => {
      if (left) return;
      stops = key.split(' ').map((channel) => listenPublic(channel, event, (data) => heard(data)));
    });
    return () => {
      left = true;
      for (const stop of stops) stop();
    };
  }, [key, event]);
}
