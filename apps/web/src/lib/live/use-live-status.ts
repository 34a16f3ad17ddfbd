import { useSyncExternalStore } from 'react';
import { liveStatus, onLive, type LiveStatus } from './live-events';

const subscribeToStatus = (onChange: () => void) => onLive('status', onChange);

/** The live connection's state, kept current. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeToStatus, liveStatus, () => 'connecting');
}
