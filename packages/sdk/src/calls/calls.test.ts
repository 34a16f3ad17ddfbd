import { describe, expect, it } from 'vitest';
import type { Client } from '../client.js';
import { fakeClient } from '../test/fake-api.js';
import { message, ownUser, petition } from '../test/fixtures.js';
import {
  createActivity,
  deleteActivity,
  getActivity,
  getActivityPeople,
  listActivities,
  listMatchedActivities,
  listMyActivities,
  updateActivity,
} from './activities.js';
import { deleteText, saveTexts, updateText } from './admin-texts.js';
import {
  getActivityCalendar,
  getCalendarFeed,
  getPublicActivity,
  resetCalendarFeed,
} from './share.js';
import { deleteAvatar, fetchAvatar, uploadAvatar } from './avatar.js';
import { saveConfig } from './config.js';
import { deploy, listDeploys } from './deploy.js';
import { exportUserData } from './export.js';
import { listMyFeedback, listTestimonials, sendFeedback } from './feedback.js';
import {
  createInvitationLink,
  getInvitationLink,
  listInvitationLinks,
  revokeInvitationLink,
  acceptInvitationLink,
} from './invitation-links.js';
import { deleteMatch, getMatch } from './matches.js';
import {
  deleteMessage,
  getMessageNotifications,
  listMessages,
  markMessagesRead,
  sendMessage,
} from './messages.js';
import { answerPetition, deletePetition, listPetitionsToMe, sendPetition } from './petitions.js';
import { addPhoto, deletePhoto, fetchPhoto, listPhotos, replacePhoto } from './photos.js';
import { listFailedDeliveries } from './deliveries.js';
import { getConcepts, getCountries, getInfo, getTexts } from './reference.js';
import { deviceSignIn } from './sign-in.js';
import { deleteUser, getUser, listUsers, updateUser } from './users.js';

const file = new Blob(['bytes'], { type: 'image/png' });
const location = { lat: 40.4, lon: -3.7 };

/** Each call: what it must send (method, path, query, form fields). */
const CASES: Array<{
  name: string;
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
}> = [
  { name: 'info', call: (c) => getInfo(c), method: 'GET', path: '/info' },
  { name: 'country', call: (c) => getCountries(c), method: 'GET', path: '/country' },
  { name: 'concept', call: (c) => getConcepts(c), method: 'GET', path: '/concept' },
  { name: 'text', call: (c) => getTexts(c), method: 'GET', path: '/text' },
  {
    name: 'admin text save',
    call: (c) => saveTexts(c, [{ tag: 'a', lan_es: 'A' }]),
    method: 'POST',
    path: '/admin/text',
    form: { texts: '[{"tag":"a","lan_es":"A"}]' },
  },
  {
    name: 'failed deliveries',
    call: (c) => listFailedDeliveries(c, { page: 2 }),
    method: 'GET',
    path: '/admin/deliveries/failed',
    query: { page: '2' },
  },
  {
    name: 'admin text update',
    call: (c) => updateText(c, 'a b', { lan_es: 'B' }),
    method: 'POST',
    path: '/admin/text/a%20b',
    form: { lan_es: 'B' },
  },
  {
    name: 'admin text delete',
    call: (c) => deleteText(c, 'a'),
    method: 'DELETE',
    path: '/admin/text/a',
  },
  {
    name: 'admin deploy',
    call: (c) => deploy(c, { appType: 'apk', file, version: '1.9.0' }),
    method: 'POST',
    path: '/admin/deploy',
    form: { appType: 'apk', version: '1.9.0', file: '[file]' },
  },
  {
    name: 'admin deploy of the sdk (no file)',
    call: (c) => deploy(c, { appType: 'sdk', file, version: '1.8.4' }),
    method: 'POST',
    path: '/admin/deploy',
    form: { appType: 'sdk', version: '1.8.4' },
  },
  {
    name: 'admin deploy of a lower version, confirmed',
    call: (c) => deploy(c, { appType: 'apk', file, version: '1.8.0', confirm_downgrade: true }),
    method: 'POST',
    path: '/admin/deploy',
    form: { appType: 'apk', version: '1.8.0', confirm_downgrade: '1', file: '[file]' },
  },
  {
    name: 'admin deploy list',
    call: (c) => listDeploys(c, { page: 1 }),
    method: 'GET',
    path: '/admin/deploy',
    query: { page: '1' },
  },
  {
    name: 'device sign-in',
    call: (c) => deviceSignIn(c, { name: 'android', password: 'abc' }),
    method: 'POST',
    path: '/auth/device/singin',
    form: {
      name: 'android',
      password: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    },
  },
  { name: 'user view', call: (c) => getUser(c, 9), method: 'GET', path: '/user/9' },
  {
    name: 'user update',
    call: (c) => updateUser(c, 9, { firstname: 'Ana', pets: [{ id: 1 }], gender: 3 }),
    method: 'POST',
    path: '/user/9',
    form: { firstname: 'Ana', pets: '[{"id":1}]', gender: '3' },
  },
  {
    name: 'user update emptying fields (null) and leaving others (undefined)',
    call: (c) => updateUser(c, 9, { lastname: null, city: null, firstname: undefined }),
    method: 'POST',
    path: '/user/9',
    form: { lastname: '', city: '' },
  },
  { name: 'user delete', call: (c) => deleteUser(c, 9), method: 'DELETE', path: '/user/9' },
  {
    name: 'user data export',
    call: (c) => exportUserData(c, 9),
    method: 'GET',
    path: '/user/9/export',
  },
  {
    name: 'user list',
    call: (c) => listUsers(c, { page: 2, search: 'lu', filter: { city: 4 } }),
    method: 'GET',
    path: '/user',
    query: { page: '2', search: 'lu', filter: '{"city":4}' },
  },
  {
    name: 'config',
    call: (c) => saveConfig(c, { discoverable: true, show_lastname: false }),
    method: 'POST',
    path: '/config',
    form: { discoverable: '1', show_lastname: '0' },
  },
  {
    name: 'avatar upload',
    call: (c) => uploadAvatar(c, file),
    method: 'POST',
    path: '/user/9/avatar',
    form: { avatar: '[file]' },
  },
  { name: 'avatar delete', call: (c) => deleteAvatar(c), method: 'DELETE', path: '/user/9/avatar' },
  { name: 'avatar fetch', call: (c) => fetchAvatar(c, 4), method: 'GET', path: '/user/4/avatar' },
  {
    name: 'photo add',
    call: (c) => addPhoto(c, file),
    method: 'POST',
    path: '/user/9/photo',
    form: { photo: '[file]' },
  },
  {
    name: 'photo replace',
    call: (c) => replacePhoto(c, 31, file),
    method: 'POST',
    path: '/user/9/photo/31',
    form: { photo: '[file]' },
  },
  { name: 'photo delete', call: (c) => deletePhoto(c, 31), method: 'DELETE', path: '/photo/31' },
  { name: 'photo fetch', call: (c) => fetchPhoto(c, 31), method: 'GET', path: '/photo/31' },
  {
    name: 'photo list',
    call: (c) => listPhotos(c, 4, { page: 1, pageSize: 12 }),
    method: 'GET',
    path: '/user/4/photo',
    query: { page: '1', pageSize: '12' },
  },
  {
    name: 'activity create',
    call: (c) =>
      createActivity(c, {
        type: 1,
        city: 2,
        location,
        description: 'Pádel',
        start_at: '2030-01-01T10:00:00+01:00',
        duration: '01:30',
        participants: 4,
        discipline: null,
      }),
    method: 'POST',
    path: '/activity',
    form: {
      type: '1',
      city: '2',
      location: '{"lat":40.4,"lon":-3.7}',
      description: 'Pádel',
      start_at: '2030-01-01T10:00:00+01:00',
      duration: '01:30',
      participants: '4',
      discipline: '',
    },
  },
  {
    name: 'activity update',
    call: (c) => updateActivity(c, 12, { city: 2, type: 1 }),
    method: 'POST',
    path: '/activity/12',
    form: { city: '2', type: '1' },
  },
  {
    name: 'activity delete',
    call: (c) => deleteActivity(c, 12),
    method: 'DELETE',
    path: '/activity/12',
  },
  {
    name: 'activity update, this and the following of its series',
    call: (c) => updateActivity(c, 12, { description: 'Pádel' }, { scope: 'following' }),
    method: 'POST',
    path: '/activity/12',
    query: { scope: 'following' },
    form: { description: 'Pádel' },
  },
  {
    name: 'activity delete, this and the following of its series',
    call: (c) => deleteActivity(c, 12, { scope: 'following' }),
    method: 'DELETE',
    path: '/activity/12',
    query: { scope: 'following' },
  },
  {
    name: 'activity list with filters',
    call: (c) => listActivities(c, { page: 1, filter: { near: { ...location, km: 5 } } }),
    method: 'GET',
    path: '/activity',
    query: { page: '1', filter: '{"near":{"lat":40.4,"lon":-3.7,"km":5}}' },
  },
  {
    name: 'activity list by schedule, nearest first',
    call: (c) =>
      listActivities(c, {
        sort: 'distance',
        filter: {
          near: { ...location, km: 5 },
          weekdays: [6, 7],
          dayparts: ['night'],
          tonight: true,
        },
      }),
    method: 'GET',
    path: '/activity',
    query: {
      sort: 'distance',
      filter:
        '{"near":{"lat":40.4,"lon":-3.7,"km":5},"weekdays":[6,7],"dayparts":["night"],"tonight":true}',
    },
  },
  {
    name: 'my activities (type=host)',
    call: (c) => listMyActivities(c, { page: 1, pageSize: 20 }),
    method: 'GET',
    path: '/activity',
    query: { page: '1', pageSize: '20', type: 'host' },
  },
  {
    name: 'matched activities (type=match)',
    call: (c) => listMatchedActivities(c, { page: 2, pageSize: 20 }),
    method: 'GET',
    path: '/activity',
    query: { page: '2', pageSize: '20', type: 'match' },
  },
  { name: 'activity view', call: (c) => getActivity(c, 12), method: 'GET', path: '/activity/12' },
  {
    name: 'who is going',
    call: (c) => getActivityPeople(c, 12),
    method: 'GET',
    path: '/activity/12/people',
  },
  {
    name: 'shared plan',
    call: (c) => getPublicActivity(c, 12),
    method: 'GET',
    path: '/public/activities/12',
  },
  {
    name: 'plan calendar file',
    call: (c) => getActivityCalendar(c, 12),
    method: 'GET',
    path: '/activity/12/calendar',
  },
  { name: 'calendar feed', call: (c) => getCalendarFeed(c), method: 'GET', path: '/calendar/feed' },
  {
    name: 'calendar feed reset',
    call: (c) => resetCalendarFeed(c),
    method: 'POST',
    path: '/calendar/feed/reset',
  },
  {
    name: 'plan invitation link',
    call: (c) => createInvitationLink(c, { activity: 12 }, { mode: 'join', max_uses: 5 }),
    method: 'POST',
    path: '/activity/12/invitation-links',
    form: { mode: 'join', max_uses: '5' },
  },
  {
    name: 'group invitation link, no limit',
    call: (c) => createInvitationLink(c, { group: 3 }, { expires_in_days: 2, max_uses: null }),
    method: 'POST',
    path: '/group/3/invitation-links',
    form: { expires_in_days: '2', max_uses: '' },
  },
  {
    name: 'plan invitation links',
    call: (c) => listInvitationLinks(c, { activity: 12 }),
    method: 'GET',
    path: '/activity/12/invitation-links',
  },
  {
    name: 'group invitation links',
    call: (c) => listInvitationLinks(c, { group: 3 }),
    method: 'GET',
    path: '/group/3/invitation-links',
  },
  {
    name: 'invitation link',
    call: (c) => getInvitationLink(c, 'mQ3vX8kP1sT6yB2nR9wLcA'),
    method: 'GET',
    path: '/invitation-links/mQ3vX8kP1sT6yB2nR9wLcA',
  },
  {
    name: 'invitation link use',
    call: (c) => acceptInvitationLink(c, 'mQ3vX8kP1sT6yB2nR9wLcA'),
    method: 'POST',
    path: '/invitation-links/mQ3vX8kP1sT6yB2nR9wLcA/use',
  },
  {
    name: 'invitation link revoke',
    call: (c) => revokeInvitationLink(c, 'mQ3vX8kP1sT6yB2nR9wLcA'),
    method: 'DELETE',
    path: '/invitation-links/mQ3vX8kP1sT6yB2nR9wLcA',
  },
  { name: 'match view', call: (c) => getMatch(c, 5), method: 'GET', path: '/match/5' },
  { name: 'match delete', call: (c) => deleteMatch(c, 5), method: 'DELETE', path: '/match/5' },
  {
    name: 'petition send',
    call: (c) => sendPetition(c, { petition_type_option_id: 201, to_user_id: 4, activity: 12 }),
    method: 'POST',
    path: '/petition',
    form: { petition_type_option_id: '201', to_user_id: '4', activity: '12' },
  },
  {
    name: 'petition accept (readed=1, acepted=1)',
    call: (c) => answerPetition(c, 3, true),
    method: 'POST',
    path: '/petition/3',
    form: { readed: '1', acepted: '1' },
  },
  {
    name: 'petition decline (readed=1, acepted=0)',
    call: (c) => answerPetition(c, 3, false),
    method: 'POST',
    path: '/petition/3',
    form: { readed: '1', acepted: '0' },
  },
  {
    name: 'petition delete',
    call: (c) => deletePetition(c, 3),
    method: 'DELETE',
    path: '/petition/3',
  },
  {
    name: 'petitions to me (by=to_me)',
    call: (c) => listPetitionsToMe(c, { page: 1 }),
    method: 'GET',
    path: '/petition',
    query: { page: '1', by: 'to_me' },
  },
  {
    name: 'message send (activity path)',
    call: (c) => sendMessage(c, { activity: 12 }, 'Hola', { clientId: 'c-1' }),
    method: 'POST',
    path: '/activity/12/message',
    form: { message: 'Hola', client_id: 'c-1' },
  },
  {
    name: 'message send (match path)',
    call: (c) => sendMessage(c, { match: 5 }, 'Hola', { clientId: 'c-2' }),
    method: 'POST',
    path: '/match/5/message',
    form: { message: 'Hola', client_id: 'c-2' },
  },
  {
    name: 'message list (paged, after)',
    call: (c) => listMessages(c, { activity: 12 }, { page: 1, after: 40 }),
    method: 'GET',
    path: '/activity/12/message',
    query: { page: '1', after: '40' },
  },
  {
    name: 'message list (match path)',
    call: (c) => listMessages(c, { match: 5 }),
    method: 'GET',
    path: '/match/5/message',
  },
  {
    name: 'messages mark read (data: JSON list of ids)',
    call: (c) => markMessagesRead(c, 12, [40, 41]),
    method: 'POST',
    path: '/activity/12/message/readed',
    form: { data: '[40,41]' },
  },
  {
    name: 'message delete',
    call: (c) => deleteMessage(c, 12, 41),
    method: 'DELETE',
    path: '/activity/12/message/41',
  },
  {
    name: 'notification/message',
    call: (c) => getMessageNotifications(c),
    method: 'GET',
    path: '/notification/message',
  },
  {
    name: 'marketing send (stars as a string)',
    call: (c) => sendFeedback(c, { stars: 5, description: 'Me encanta la app' }),
    method: 'POST',
    path: '/marketing',
    form: { stars: '5', description: 'Me encanta la app' },
  },
  {
    name: 'marketing byMe',
    call: (c) => listMyFeedback(c),
    method: 'GET',
    path: '/marketing',
    query: { byMe: '1' },
  },
  {
    name: 'marketing view (page 1, pageSize 10)',
    call: (c) => listTestimonials(c),
    method: 'GET',
    path: '/marketing/view',
    query: { page: '1', pageSize: '10' },
  },
];

describe('every call of spec section 7', () => {
  it.each(CASES)('$name: $method $path', async ({ call, method, path, query, form }) => {
    const { client, calls } = fakeClient(() => ({ body: { token: 't', ...ownUser({ id: 9 }) } }));
    client.session.start({ token: '1|t', wstoken: 'w', user: ownUser({ id: 9 }) });
    await call(client);
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent!.method).toBe(method);
    expect(sent!.url.pathname).toBe(`/api${path}`);
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual(query ?? {});
    const fields = Object.fromEntries(
      [...sent!.form].map(([name, value]) => [name, typeof value === 'string' ? value : '[file]']),
    );
    expect(fields).toEqual(form ?? {});
    expect(sent!.headers.get('accept')).toMatch(/application\/json/);
    expect(sent!.headers.get('authorization')).toBe('Bearer 1|t');
  });

  it('generates a client id for a message send unless one is given', async () => {
    const { client, calls } = fakeClient();
    await sendMessage(client, { activity: 1 }, 'Hola');
    expect(calls[0]!.form.get('client_id')).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('keeps the session user in step with profile, avatar and config answers', async () => {
    const updated = ownUser({ id: 9, firstname: 'Ana', avatarUpdatedAt: '2026-01-01' });
    const { client } = fakeClient((call) =>
      call.path === '/config'
        ? { body: { configurations: { discoverable: false } } }
        : { body: updated },
    );
    client.session.start({ token: '1|t', wstoken: 'w', user: ownUser({ id: 9 }) });
    await uploadAvatar(client, file);
    expect(client.session.state.user?.avatarUpdatedAt).toBe('2026-01-01');
    await saveConfig(client, { discoverable: false });
    expect(client.session.state.user?.configurations).toEqual({ discoverable: false });
    await deleteUser(client, 9);
    expect(client.session.state).toEqual({});
  });

  it('applies an answered petition and read messages to the live state at once', async () => {
    const { client } = fakeClient((call) =>
      call.path === '/petition/3'
        ? { body: petition({ id: 3, readed: true, acepted: true }) }
        : { body: { ids: [40] } },
    );
    client.session.start({
      token: '1|t',
      wstoken: 'w',
      user: ownUser({ id: 9, matchesCount: 1, messagesCount: 2 }),
    });
    client.notifications.dispatch({ kind: 'activity-message-new', payload: message({ id: 40 }) });
    await answerPetition(client, 3, true);
    await markMessagesRead(client, 12, [40]);
    expect(client.notifications.getState()).toMatchObject({
      matchesCount: 0,
      messagesCount: 2,
      messages: [],
    });
  });
});
