import type { LoadOptions } from '../load.js';
import type { Account } from './accounts.js';
import { messageBodies, multipartBody } from './forms.js';
import { SEED } from './seed.js';

/** One route under load: what autocannon sends, and what the table calls it. */
export type RouteLoad = {
  name: string;
  path: string;
  options: LoadOptions;
  /** Said beside the figure: why a route is as fast as it is. */
  note?: string;
  /** Why the route is not set beside its own statements replayed (bench.ts, sqlCeiling). */
  noSqlCeiling?: string;
};

/** Madrid, Puerta del Sol: the point the list is asked around. */
export const NEAR = { lat: 40.4168, lon: -3.7038, km: 25 };

/** What the SDK sends with every call (packages/sdk/src/http/transport.ts). */
const accept = { accept: 'application/json' };

/**
 * The API routes of the issues, as the apps call them: the same headers, and the bodies
 * in the apps' format, multipart/form-data, with the fields the SDK's calls send.
 */
export async function apiRoutes(
  base: string,
  accounts: { host: Account; viewer: Account },
  chats: number[],
): Promise<RouteLoad[]> {
  const concepts = (await (await fetch(`${base}/api/concept`)).json()) as Array<{
    code: string;
    options: Array<{ id: number; tag: string }>;
  }>;
  const padel = concepts
    .find((concept) => concept.code === 'disciplines')!
    .options.find((option) => option.tag === 'disciplines-padel')!.id;
  const filter = JSON.stringify({ discipline: padel, near: NEAR });
  const countries = (await (await fetch(`${base}/api/country`)).json()) as Array<{
    states: Array<{ cities: Array<{ id: number; name: string }> }>;
  }>;
  const madrid = countries
    .flatMap((country) => country.states.flatMap((state) => state.cities))
    .find((city) => city.name === 'Madrid')!.id;
  // calls/messages.ts, sendMessage: `message` and a new `client_id` a send.
  const message = await messageBodies('¿Quedamos en la entrada del parque a las siete?');
  // calls/sign-in.ts, signIn: the password as SHA-256 hex, the device name.
  const signIn = await multipartBody({
    email_or_phone: accounts.viewer.email,
    password: accounts.viewer.password,
    device_name: 'android',
  });

  // Central Madrid at zoom 13, and the 20 newest wishes the map shows there.
  const centralMadrid = `south=${NEAR.lat - 0.06}&west=${NEAR.lon - 0.08}&north=${NEAR.lat + 0.06}&east=${NEAR.lon + 0.08}&zoom=13`;
  const drawn = (await (
    await fetch(`${base}/api/wish/map?${centralMadrid}`, {
      headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` },
    })
  ).json()) as { places: Array<{ wishes: Array<{ id: number }> }> };
  const listed = drawn.places
    .flatMap((place) => place.wishes.map((wish) => wish.id))
    .sort((a, b) => b - a)
    .slice(0, 20);

  return [
    {
      name: 'GET /api/activity (near, discipline)',
      path: `/api/activity?filter=${encodeURIComponent(filter)}`,
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    { name: 'GET /api/marketing/view', path: '/api/marketing/view', options: { headers: accept } },
    {
      name: 'GET /api/activity/deck (near)',
      path: `/api/activity/deck?lat=${NEAR.lat}&lon=${NEAR.lon}`,
      note: 'the first ten cards within 25 km of Sol, scored in SQL (decision 0020)',
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    {
      name: 'GET /api/ranking (Madrid, page 1 and own row)',
      path: `/api/ranking?city=${madrid}`,
      note: `this month's board of ${SEED.ranked.toLocaleString('en')} members: a page in index order, the viewer's position by two range counts`,
      options: { headers: { ...accept, authorization: `Bearer ${accounts.host.token}` } },
    },
    {
      name: 'GET /api/ranking (Madrid, pádel, page 2,000)',
      path: `/api/ranking?city=${madrid}&discipline=${padel}&page=2000`,
      note: 'deep in the board: the offset walks the index',
      options: { headers: { ...accept, authorization: `Bearer ${accounts.host.token}` } },
    },
    {
      name: 'GET /api/wish (a city, zoom 13)',
      path: `/api/wish?${centralMadrid}`,
      note: `the wishes of central Madrid among ${SEED.wishes.toLocaleString('en')} live ones`,
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    {
      name: 'GET /api/wish/map (a city, zoom 13)',
      path: `/api/wish/map?${centralMadrid}`,
      note: 'the same wishes as the map draws them: places, ids and first words (decision 0054)',
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    {
      name: 'GET /api/wish/cards (the list’s first 20)',
      path: `/api/wish/cards?ids=${listed.join(',')}`,
      note: 'the cards the list beside the map asks for: its 20 newest wishes, whole',
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    {
      name: 'GET /api/wish (Spain, zoom 6)',
      path: '/api/wish?south=35.9&west=-9.5&north=43.9&east=4.4&zoom=6',
      note: `clusters of all ${SEED.wishes.toLocaleString('en')} live wishes`,
      options: { headers: { ...accept, authorization: `Bearer ${accounts.viewer.token}` } },
    },
    {
      name: 'POST /api/activity/{id}/message',
      path: `/api/activity/${chats[0]}/message`,
      note: `round robin over the host's ${chats.length} chats, each with two matched people; multipart, a new client_id each`,
      options: {
        method: 'POST',
        headers: {
          ...accept,
          'content-type': message.contentType,
          authorization: `Bearer ${accounts.host.token}`,
        },
        vary: (n) => ({
          path: `/api/activity/${chats[n % chats.length]}/message`,
          body: message.next(),
        }),
      },
    },
    {
      name: 'POST /api/auth/singin',
      path: '/api/auth/singin',
      note: 'argon2id at 19 MiB per sign-in: CPU-bound by design; multipart',
      noSqlCeiling: 'each sign-in writes a new token; its cost is argon2id, not SQL',
      options: {
        method: 'POST',
        headers: { ...accept, 'content-type': signIn.contentType },
        body: signIn.body,
        // The per-address limit (30 a minute) stays on: each request comes from its own
        // address, as many people signing in at once do, through the trusted proxy header.
        vary: (n) => ({
          headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        }),
      },
    },
  ];
}
