import type { Activity, Petition } from '@app/contract/activities';
import type { FastifyInstance } from 'fastify';
import { referenceIds, signUp, type Session } from './accounts.js';

/**
 * An activity in Madrid hosted by a new user, with `guests` more users already accepted:
 * the starting point of the chat tests. Returns the sessions and the match ids.
 */
export async function hostedActivity(app: FastifyInstance, guests: number, prefix = 'chat') {
  const ref = await referenceIds(app);
  const option = (code: string, tag: string) =>
    ref.concepts.find((concept) => concept.code === code)!.options.find((o) => o.tag === tag)!.id;
  const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const host = await signUp(app, `${prefix}-host@example.com`);
  const activity = (
    await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: as(host),
      payload: {
        type: option('activity_types', 'activity_types-social'),
        city: ref.city('Madrid'),
        location: { lat: 40.4, lon: -3.7 },
        description: 'Quedada grande en el parque.',
        start_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration: '03:00',
        participants: guests,
      },
    })
  ).json<Activity>();
  const members: Array<{ session: Session; matchId: number }> = [];
  for (let i = 0; i < guests; i++) {
    const session = await signUp(app, `${prefix}-guest-${i}@example.com`);
    const petition = (
      await app.inject({
        method: 'POST',
        url: '/api/petition',
        headers: as(session),
        payload: {
          petition_type_option_id: option('petitions_types', 'petitions_types-match'),
          to_user_id: host.user.id,
          activity: activity.id,
        },
      })
    ).json<Petition>();
    await app.inject({
      method: 'POST',
      url: `/api/petition/${petition.id}`,
      headers: as(host),
      payload: { acepted: 1 },
    });
    members.push({ session, matchId: petition.id });
  }
  return { host, activity, members };
}
