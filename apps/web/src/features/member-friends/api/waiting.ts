import { useQuery } from '@tanstack/react-query';
import { friendRequestsQueryOptions } from './friends';
import { invitationsQueryOptions } from './invitations';

/**
 * Friend requests and invitations waiting on the member's answer, for the bell's count: the
 * same queries the bell's page shows, so the two never disagree; live events refresh them.
 */
export function useWaitingOnMember(signedIn: boolean): number {
  const requests = useQuery({ ...friendRequestsQueryOptions(), enabled: signedIn });
  const invitations = useQuery({ ...invitationsQueryOptions(), enabled: signedIn });
  return (requests.data?.received.length ?? 0) + (invitations.data?.data.length ?? 0);
}
