import type { CalendarFeed, PublicActivity } from '@app/contract/share';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /public/activities/{id}`: a plan as its shared link shows it, for a guest too (the area
 * unless the host shows the place, the host's first name, the places left). Signed in, a
 * blocked pair's plan is not found (404). `url` is the link to share; `image_url` its card.
 * @example const { url, places_left } = await getPublicActivity(client, 7);
 */
export function getPublicActivity(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<PublicActivity> {
  return client.request({ method: 'GET', path: `/public/activities/${id}`, ...options });
}

/**
 * `GET /activity/{id}/calendar` ("Añadir al calendario"): the plan as an iCalendar file (a
 * Blob of `text/calendar`) with its city's time zone and its exact place. A page saving it
 * names it (`plan-<id>.ics`).
 * @example saveFile(await getActivityCalendar(client, 7), 'plan-7.ics');
 */
export function getActivityCalendar(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/activity/${id}/calendar`,
    responseType: 'blob',
    accept: 'text/calendar',
    ...options,
  });
}

/**
 * `GET /calendar/feed`: the signed-in member's calendar address (`url`, and `webcal`, which
 * opens the device's calendar app to subscribe): every plan they host or go to, kept up to
 * date. Made the first time it is asked for.
 * @example const { webcal } = await getCalendarFeed(client);
 */
export function getCalendarFeed(client: Client, options: CallOptions = {}): Promise<CalendarFeed> {
  return client.request({ method: 'GET', path: '/calendar/feed', ...options });
}

/**
 * `POST /calendar/feed/reset`: a new calendar address; calendars subscribed to the old one
 * stop receiving plans (it answers 404).
 * @example const { url } = await resetCalendarFeed(client);
 */
export function resetCalendarFeed(
  client: Client,
  options: CallOptions = {},
): Promise<CalendarFeed> {
  return client.request({ method: 'POST', path: '/calendar/feed/reset', ...options });
}
