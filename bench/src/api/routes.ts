import type { LoadOptions } from '../load.js';
import type { Account } from './accounts.js';

/** One route under load: what autocannon sends, and what the table calls it. */
export type RouteLoad = {
  name: string;
  path: string;
  options: LoadOptions;
  /** Said beside the figure: why a route is as fast as it is. */
  note?: string;
};

/** Madrid, Puerta del Sol: the point the list is asked around. */
export const NEAR = { lat: 40.4168, lon: -3.7038, km: 25 };

const json = { 'content-type': 'application/json' };

/** The four API routes of the issue, as the apps call them. */
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

  return [
    {
      name: 'GET /api/activity (near, discipline)',
      path: `/api/activity?filter=${encodeURIComponent(filter)}`,
      options: { headers: { authorization: `Bearer ${accounts.viewer.token}` } },
    },
    { name: 'GET /api/marketing/view', path: '/api/marketing/view', options: {} },
    {
      name: 'POST /api/activity/{id}/message',
      path: `/api/activity/${chats[0]}/message`,
      note: `round robin over the host's ${chats.length} chats, each with two matched people`,
      options: {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${accounts.host.token}` },
        body: JSON.stringify({ message: '¿Quedamos en la entrada del parque a las siete?' }),
        vary: (n) => ({ path: `/api/activity/${chats[n % chats.length]}/message` }),
      },
    },
    {
      name: 'POST /api/auth/singin',
      path: '/api/auth/singin',
      note: 'argon2id at 19 MiB per sign-in: CPU-bound by design',
      options: {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email_or_phone: accounts.viewer.email,
          password: accounts.viewer.password,
          device_name: 'android',
        }),
        // The per-address limit (30 a minute) stays on: each request comes from its own
        // address, as many people signing in at once do, through the trusted proxy header.
        vary: (n) => ({
          headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        }),
      },
    },
  ];
}
