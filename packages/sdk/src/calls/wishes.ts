import type {
  ConvertedWish,
  convertWishRequest,
  createWishRequest,
  OwnWish,
  Wish,
  WishArea,
  wishAreaQuery,
  WishCards,
  WishMap,
} from '@app/contract/wishes';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/** `text` (140 at most), `window`, optional `type` and `discipline`, and where: `lat`, `lon`. */
export type CreateWishFields = ContractShape<typeof createWishRequest>;
/** The map's box (`south`, `west`, `north`, `east`) and `zoom`. */
export type WishAreaQuery = ContractShape<typeof wishAreaQuery>;
/** The activity form, as `createActivity` takes it. */
export type ConvertWishFields = ContractShape<typeof convertWishRequest>;

/**
 * `POST /wish`: publishes a wish; the server keeps only the centre of a ~500 m square around
 * the position sent. 409 while another of the member's is active.
 * @example await createWish(client, { text: '¿Un café?', window: 'now', lat: 40.41, lon: -3.7 });
 */
export function createWish(
  client: Client,
  fields: CreateWishFields,
  options: CallOptions = {},
): Promise<Wish> {
  return client.request({ method: 'POST', path: '/wish', body: fields, ...options });
}

/**
 * `GET /wish`: the active wishes of the map's box from zoom 11, clusters below. Live, the
 * public channels `wishes.{cell}` say when to ask again (docs/decisions/0021).
 * @example const { wishes, clusters } = await listWishes(client, { south, west, north, east, zoom: 13 });
 */
export function listWishes(
  client: Client,
  query: WishAreaQuery,
  options: CallOptions = {},
): Promise<WishArea> {
  return client.request({ method: 'GET', path: '/wish', query, ...options });
}

/**
 * `GET /wish/map`: what the map draws of its box (decision 0054): from zoom 11 the places
 * with their wishes' ids and first words, newest first; clusters below. A pin's card comes
 * from `getWishCards`. A fraction of `listWishes`'s bytes, for the same wishes.
 * @example const { places, clusters } = await mapWishes(client, { south, west, north, east, zoom: 13 });
 */
export function mapWishes(
  client: Client,
  query: WishAreaQuery,
  options: CallOptions = {},
): Promise<WishMap> {
  return client.request({ method: 'GET', path: '/wish/map', query, ...options });
}

/**
 * `GET /wish/cards`: the whole wishes of these ids (50 at most), in that order; those that
 * ended or that a block hides are left out.
 * @example const { wishes } = await getWishCards(client, place.wishes.map((pin) => pin.id));
 */
export function getWishCards(
  client: Client,
  ids: readonly number[],
  options: CallOptions = {},
): Promise<WishCards> {
  return client.request({
    method: 'GET',
    path: '/wish/cards',
    query: { ids: ids.join(',') },
    ...options,
  });
}

/**
 * `GET /wish/mine`: the member's active wish and who said "¡Me apunto!".
 * @example const { wish, answers } = await getOwnWish(client);
 */
export function getOwnWish(client: Client, options: CallOptions = {}): Promise<OwnWish> {
  return client.request({ method: 'GET', path: '/wish/mine', ...options });
}

/**
 * `DELETE /wish/{id}`: withdraws one's wish.
 * @example await deleteWish(client, wish.id);
 */
export function deleteWish(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/wish/${id}`, ...options });
}

/**
 * `POST /wish/{id}/answer`: "¡Me apunto!".
 * @example await answerWish(client, wish.id);
 */
export function answerWish(client: Client, id: number, options: CallOptions = {}): Promise<Wish> {
  return client.request({ method: 'POST', path: `/wish/${id}/answer`, ...options });
}

/**
 * `DELETE /wish/{id}/answer`: takes the "¡Me apunto!" back.
 * @example await unanswerWish(client, wish.id);
 */
export function unanswerWish(client: Client, id: number, options: CallOptions = {}): Promise<Wish> {
  return client.request({ method: 'DELETE', path: `/wish/${id}/answer`, ...options });
}

/**
 * `POST /wish/{id}/activity`: turns one's wish into an activity; those who answered get its
 * places, first come first.
 * @example const { activity, admitted } = await convertWish(client, wish.id, activityFields);
 */
export function convertWish(
  client: Client,
  id: number,
  fields: ConvertWishFields,
  options: CallOptions = {},
): Promise<ConvertedWish> {
  return client.request({ method: 'POST', path: `/wish/${id}/activity`, body: fields, ...options });
}
