import { groupPresenceChannel } from '@app/contract/groups';
import { useEffect, useState } from 'react';

/**
 * The ids of a group's members who have its chat open now (its presence channel), or an
 * empty list until it answers. Nothing for no group.
 */
export function useGroupPresence(groupId: number | undefined): number[] {
  const [online, setOnline] = useState<number[]>([]);
  useEffect(() => {
    if (groupId === undefined) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('../../lib/live/live').then(({ watchPresence }) => {
      if (!left) stop = watchPresence(groupPresenceChannel(groupId), setOnline);
    });
    return () => {
      left = true;
      stop?.();
      setOnline([]);
    };
  }, [groupId]);
  return online;
}
