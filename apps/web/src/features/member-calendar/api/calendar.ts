import type { CalendarFeed } from '@app/contract/share';
import { getActivityCalendar, getCalendarFeed, resetCalendarFeed } from '@app/sdk/calls/share';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { sdkClient } from '../../../lib/sdk-client';
import { calendarKeys } from './keys';

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => getCalendarFeed(sdkClient(), { signal }),
    // The address changes only when the member resets it, here.
    staleTime: Infinity,
  });

/** `GET /calendar/feed`: the member's calendar address (made the first time it is asked). */
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** `POST /calendar/feed/reset`: a new address, in place of the old one everywhere here. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarFeed(sdkClient()),
    onSuccess: (feed: CalendarFeed) => queryClient.setQueryData(calendarKeys.feed, feed),
  });
}

/** "Añadir al calendario": `GET /activity/{id}/calendar`, saved as `plan-<id>.ics`. */
export function useDownloadPlanCalendar() {
  return useMutation({
    mutationFn: async (activityId: number) => {
      const file = await getActivityCalendar(sdkClient(), activityId);
      saveFile(file, `plan-${activityId}.ics`);
    },
  });
}
