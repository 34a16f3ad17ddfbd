import { createEvent, listEvents, type CreateEventFields } from '@app/sdk/calls/challenges';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { sponsorKeys } from './keys';

export const EVENTS_SHOWN = 20;

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: sponsorKeys.events,
    queryFn: ({ signal }) =>
      listEvents(sdkClient(), { page: 1, pageSize: EVENTS_SHOWN }, { signal }),
  });

/** `GET /events`, first page: the events still to start, the soonest first. */
export const useEvents = () => useQuery(eventsQueryOptions());

/** `POST /admin/events`: a plan in a brand's name; the upcoming list is read again. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreateEventFields) => createEvent(sdkClient(), fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.events }),
  });
}
