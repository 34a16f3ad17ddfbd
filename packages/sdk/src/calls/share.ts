import type { PublicActivity } from '@app/contract/share';
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
