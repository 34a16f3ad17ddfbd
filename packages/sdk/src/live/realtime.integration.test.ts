import { CHANNEL_KINDS, type ChannelKind } from '@app/contract/channels';
import { ACTIVITY_TYPE_TAGS } from '@app/contract/concepts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  getActivity,
  listMatchedActivities,
  listMyActivities,
} from '../calls/activities.js';
import { getMatch } from '../calls/matches.js';
import { deleteMessage, listMessages, markMessagesRead, sendMessage } from '../calls/messages.js';
import { answerPetition, listPetitionsToMe, sendPetition } from '../calls/petitions.js';
import type { Client } from '../client.js';
import { findOption, matchOption } from '../reference/concepts.js';
import { allCities } from '../reference/places.js';
import { createReferenceData } from '../reference/reference-data.js';
import { clientFor, registerThroughSdk } from '../test/accounts.js';
import { ledger } from '../test/api-ledger.js';
import { message } from '../test/fixtures.js';
import { startRealServer, within, type RealServer } from '../test/real-server.js';
import { connectRealtime, type Realtime } from './realtime.js';
import type { LiveEvent } from './reducers.js';
import { syncNotifications } from './sync-notifications.js';

let server: RealServer;
const open: Realtime[] = [];

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(async () => {
  for (const realtime of open) realtime.close();
  await server?.close();
});

/** Connects the live layer and waits until the user's five channels are subscribed. */
async function live(client: Client): Promise<Realtime> {
  const realtime = connectRealtime(client);
  open.push(realtime);
  const subscribed = new Set<string>();
  const joined = new Promise<void>((resolve, reject) => {
    realtime.events.on('subscribed', ({ channel }) => {
      subscribed.add(channel);
      if (subscribed.size === 5) resolve();
    });
    realtime.events.on('error', ({ channel, status }) =>
      reject(new Error(`${channel} refused (${status})`)),
    );
  });
  await within(joined, 10_000, 'the five channels');
  return realtime;
}

/** The next event of `kind` the live layer passes through its reducers. */
function nextEvent<K extends ChannelKind>(realtime: Realtime, kind: K) {
  return within(
    new Promise<Extract<LiveEvent, { kind: K }>>((resolve) => {
      const off = realtime.events.on('event', (event) => {
        if (event.kind !== kind) return;
        off();
        resolve(event as Extract<LiveEvent, { kind: K }>);
      });
    }),
    5_000,
    `an event on ${kind}`,
  );
}

describe('the live layer over pusher-js and Echo, against the real server', () => {
  it('a message triggered with the pusher server SDK reaches the reducer: messagesCount rises', async () => {
    const ana = clientFor(server);
    const session = await registerThroughSdk(server, ana, 'ana@example.com');
    const realtime = await live(ana);
    expect(realtime.joinedFor).toBe(session.wstoken);
    expect(ana.notifications.getState().messagesCount).toBe(0);

    const changed = new Promise<number>((resolve) =>
      ana.notifications.subscribe((state) => resolve(state.messagesCount)),
    );
    await server.trigger(
      `private-activity-message-new.${session.wstoken}`,
      'App\\Events\\Message',
      message({ id: 41, message: 'Hola desde el servidor' }),
    );
    expect(await within(changed, 5_000, 'the message')).toBe(1);
    expect(ana.notifications.getState().messages.map((m) => m.message)).toEqual([
      'Hola desde el servidor',
    ]);

    const read = new Promise<number>((resolve) =>
      ana.notifications.subscribe((state) => resolve(state.messagesCount)),
    );
    await server.trigger(
      `private-activity-message-read.${session.wstoken}`,
      'App\\Events\\Message',
      {
        ids: [41],
      },
    );
    expect(await within(read, 5_000, 'the read event')).toBe(0);
  });

  it("signs all of the user's channels in one request (the batch), not one each", async () => {
    const dora = clientFor(server);
    await registerThroughSdk(server, dora, 'dora@example.com');
    const before = ledger.length;
    const realtime = connectRealtime(dora);
    open.push(realtime);
    const subscribed = new Set<string>();
    await within(
      new Promise<void>((resolve) =>
        realtime.events.on('subscribed', ({ channel }) => {
          subscribed.add(channel);
          if (subscribed.size === CHANNEL_KINDS.length) resolve();
        }),
      ),
      10_000,
      'every channel',
    );
    const sent = ledger.slice(before).map((entry) => `${entry.method} ${entry.path}`);
    expect(sent.filter((request) => request.includes('/broadcasting/'))).toEqual([
      'POST /api/broadcasting/auth/batch',
    ]);
  });

  it('reports a refused channel authorisation as an error of the channel layer', async () => {
    const bruno = clientFor(server);
    await registerThroughSdk(server, bruno, 'bruno@example.com');
    // A realtime token that is not Bruno's: the server must refuse to sign its channels.
    bruno.session.update({ wstoken: 'f'.repeat(64) });
    const realtime = connectRealtime(bruno);
    open.push(realtime);
    const refused = await within(realtime.events.next('error'), 10_000, 'the refusal');
    expect(refused.status).toBe(403);
    expect(refused.channel).toMatch(/\.f{64}$/);
  });

  it('leaves the channels and disconnects at logout', async () => {
    const carla = clientFor(server);
    await registerThroughSdk(server, carla, 'carla@example.com');
    const realtime = await live(carla);
    const pusher = realtime.echo!.connector.pusher;
    carla.session.clear();
    expect(realtime.echo).toBeUndefined();
    expect(realtime.joinedFor).toBeUndefined();
    expect(['disconnected', 'disconnecting']).toContain(pusher.connection.state);
  });

  it('end to end: a petition answered and a chat, live through the SDK', async () => {
    const host = clientFor(server);
    const guest = clientFor(server);
    const hostSession = await registerThroughSdk(server, host, 'hortensia@example.com', {
      firstname: 'Hortensia',
    });
    await registerThroughSdk(server, guest, 'gonzalo@example.com', { firstname: 'Gonzalo' });
    const [hostLive, guestLive] = await Promise.all([live(host), live(guest)]);
    const reference = createReferenceData(host);
    await reference.load();
    const madrid = allCities(reference).find((city) => city.name === 'Madrid')!;

    // The host creates an activity two days from now.
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const activity = await createActivity(host, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: madrid.id,
      location: { lat: madrid.lat, lon: madrid.lon, address: 'Plaza Mayor' },
      description: 'Un café y un paseo por el centro.',
      start_at: start.toISOString(),
      duration: '01:30',
      participants: 2,
    });
    expect((await listMyActivities(host)).data.map((item) => item.id)).toEqual([activity.id]);

    // The guest asks to join: the host's petition reducer adds it and counts it.
    const petitionArrives = nextEvent(hostLive, 'petition-petitions_types-match-me');
    const petition = await sendPetition(guest, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: hostSession.user.id,
      activity: activity.id,
    });
    expect((await petitionArrives).payload.id).toBe(petition.id);
    expect(host.notifications.getState()).toMatchObject({
      matchesCount: 1,
      petitions: [{ id: petition.id, readed: false }],
    });
    expect((await listPetitionsToMe(host)).data.map((item) => item.id)).toEqual([petition.id]);

    // The host accepts: the pending petition goes and the count drops; the guest hears it.
    const answerArrives = nextEvent(guestLive, 'petition-petitions_types-match-from');
    await answerPetition(host, petition.id, true);
    expect(host.notifications.getState()).toMatchObject({ matchesCount: 0, petitions: [] });
    expect((await answerArrives).payload).toMatchObject({ id: petition.id, acepted: true });
    expect((await getActivity(guest, activity.id)).matchedCount).toBe(1);
    expect((await listMatchedActivities(guest)).data.map((item) => item.id)).toEqual([activity.id]);
    const match = await getMatch(guest, petition.id);
    expect(match.activity.id).toBe(activity.id);

    // The guest writes through the match: the host's message reducer counts it.
    const toHost = nextEvent(hostLive, 'activity-message-new');
    const sent = await sendMessage(guest, { match: match.id }, 'Hola, llego a las siete');
    expect((await toHost).payload.id).toBe(sent.id);
    expect(host.notifications.getState()).toMatchObject({
      messagesCount: 1,
      messages: [{ id: sent.id, message: 'Hola, llego a las siete' }],
    });
    // A retry with the same client id stores nothing twice.
    const retried = await sendMessage(guest, { match: match.id }, 'Hola, llego a las siete', {
      clientId: sent.client_id!,
    });
    expect(retried.id).toBe(sent.id);

    // The host answers through the activity; the guest fetches only what came after.
    const toGuest = nextEvent(guestLive, 'activity-message-new');
    const reply = await sendMessage(host, { activity: activity.id }, '¡Perfecto!');
    await toGuest;
    expect(guest.notifications.getState().messagesCount).toBe(1);
    const after = await listMessages(guest, { match: match.id }, { after: sent.id });
    expect(after.data.map((item) => item.id)).toEqual([reply.id]);

    // The host reads: the count drops at once; the guest's read receipt changes nothing of theirs.
    const receipt = nextEvent(guestLive, 'activity-message-read');
    expect((await markMessagesRead(host, activity.id, [sent.id])).ids).toEqual([sent.id]);
    expect(host.notifications.getState()).toMatchObject({ messagesCount: 0, messages: [] });
    expect((await receipt).payload.ids).toEqual([sent.id]);
    expect(guest.notifications.getState().messagesCount).toBe(1);

    // The host deletes the reply: the guest's delete reducer removes it and lowers the count.
    const deleted = nextEvent(guestLive, 'activity-message-delete');
    await deleteMessage(host, activity.id, reply.id);
    expect((await deleted).payload.id).toBe(reply.id);
    expect(guest.notifications.getState()).toMatchObject({ messagesCount: 0, messages: [] });

    // The server agrees with what the live layer made of it all.
    await syncNotifications(host);
    await syncNotifications(guest);
    expect(host.notifications.getState()).toMatchObject({ matchesCount: 0, messagesCount: 0 });
    expect(guest.notifications.getState()).toMatchObject({ matchesCount: 0, messagesCount: 0 });
  });
});
