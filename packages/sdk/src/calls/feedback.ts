import type {
  Testimonial,
  feedbackRequest,
  myFeedbackQuery,
  ownFeedback,
  testimonialsQuery,
} from '@app/contract/feedback';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery, ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

export type FeedbackFields = ContractShape<typeof feedbackRequest>;
export type OwnFeedback = ContractShape<typeof ownFeedback>;

/** The website's testimonials: the first page, 10 a page (spec, section 9). */
export const TESTIMONIALS_PAGE = { page: 1, pageSize: 10 } as const;

/**
 * `POST /marketing`: sends feedback; the stars go as a string ("1" to "5").
 * @example await sendFeedback(client, { stars: 5, description: 'Me encanta la app' });
 */
export function sendFeedback(
  client: Client,
  fields: FeedbackFields,
  options: CallOptions = {},
): Promise<OwnFeedback> {
  return client.request({
    method: 'POST',
    path: '/marketing',
    body: { ...fields, stars: String(fields.stars) },
    ...options,
  });
}

/**
 * `GET /marketing?byMe=1` (paged): my own feedback.
 * @example const { data } = await listMyFeedback(client);
 */
export function listMyFeedback(
  client: Client,
  query: Omit<ContractQuery<typeof myFeedbackQuery>, 'byMe'> = {},
  options: CallOptions = {},
): Promise<Paged<OwnFeedback>> {
  return client.request({
    method: 'GET',
    path: '/marketing',
    query: { ...query, byMe: '1' },
    ...options,
  });
}

/**
 * `GET /marketing/view` (public, paged): the published testimonials; page 1 of 10 unless
 * told otherwise.
 * @example const { data } = await listTestimonials(client);
 */
export function listTestimonials(
  client: Client,
  query: ContractQuery<typeof testimonialsQuery> = {},
  options: CallOptions = {},
): Promise<Paged<Testimonial>> {
  return client.request({
    method: 'GET',
    path: '/marketing/view',
    query: { ...TESTIMONIALS_PAGE, ...query },
    ...options,
  });
}

/**
 * `POST /admin/marketing/{id}` (staff): publishes feedback as a testimonial, or withdraws it.
 * @example await publishFeedback(client, entry.id, true);
 */
export function publishFeedback(
  client: Client,
  id: number,
  published: boolean,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'POST',
    path: `/admin/marketing/${id}`,
    body: { published },
    ...options,
  });
}
