import { createECDH, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAvatar, fetchAvatar, uploadAvatar } from './calls/avatar.js';
import { saveConfig } from './calls/config.js';
import {
  listMyFeedback,
  listTestimonials,
  publishFeedback,
  sendFeedback,
} from './calls/feedback.js';
import { changePassword } from './calls/password.js';
import { addPhoto, deletePhoto, fetchPhoto, listPhotos, replacePhoto } from './calls/photos.js';
import { deleteText, saveTexts, updateText } from './calls/admin-texts.js';
import {
  createActivity,
  deleteActivity,
  getActivity,
  getActivityMembership,
  getActivityPeople,
  listActivities,
  listMatchedActivities,
  listMyActivities,
  updateActivity,
} from './calls/activities.js';
import {
  getActivityCalendar,
  getCalendarFeed,
  getPublicActivity,
  resetCalendarFeed,
} from './calls/share.js';
import { deploy, downloadDeploy, listDeploys } from './calls/deploy.js';
import { exportUserData } from './calls/export.js';
import {
  listHelpMessages,
  listStaffHelpMessages,
  sendHelpMessage,
  setHelpMessageHandled,
} from './calls/help.js';
import { getDeck, swipeActivity, undoSwipe } from './calls/deck.js';
import { blockUser, listBlockedUsers, unblockUser } from './calls/blocks.js';
import {
  countUnreadNotifications,
  listNotifications,
  readAllNotifications,
  readNotifications,
} from './calls/notification-centre.js';
import {
  decideReport,
  listModerationLog,
  listReports,
  report,
  unsuspendUser,
} from './calls/reports.js';
import {
  acceptInvitation,
  declineInvitation,
  getFriendship,
  inviteFriends,
  listActivityInvites,
  listFriendRequests,
  listFriends,
  listInvitations,
  removeFriendship,
  requestFriendship,
} from './calls/friends.js';
import {
  answerWish,
  convertWish,
  createWish,
  deleteWish,
  getOwnWish,
  getWishCards,
  listWishes,
  mapWishes,
  unanswerWish,
} from './calls/wishes.js';
import {
  createInvitationLink,
  getInvitationLink,
  listInvitationLinks,
  revokeInvitationLink,
  acceptInvitationLink,
} from './calls/invitation-links.js';
import { deleteMatch, getMatch } from './calls/matches.js';
import { findPlaceAt, searchPlaces } from './calls/place-search.js';
import {
  confirmAttendance,
  getAttendance,
  listPendingAttendance,
  markAttendance,
} from './calls/attendance.js';
import { getMyRanking, getRanking, listPoints } from './calls/ranking.js';
import { sponsorLogoPath } from '@app/contract/sponsors';
import { adjustMemberCoins, listCoins, listMemberCoins } from './calls/coins.js';
import {
  getMyPlan,
  getMyStats,
  grantPlan,
  listPlanGrants,
  listPlanHolders,
  openPlanPortal,
  revokePlanGrant,
  startPlanCheckout,
} from './calls/plans.js';
import {
  createChallenge,
  createEvent,
  fetchChallenge,
  fetchChallengeBoard,
  joinChallenge,
  listAllChallenges,
  listChallenges,
  listEvents,
} from './calls/challenges.js';
import {
  createSponsor,
  fetchSponsorLogo,
  listSponsors,
  updateSponsor,
  uploadSponsorLogo,
} from './calls/sponsors.js';
import {
  buyStoreItem,
  createStoreItem,
  listPurchases,
  listStore,
  listStoreItems,
  listUserBadges,
  updateStoreItem,
} from './calls/store.js';
import {
  answerActivityResult,
  assessLevel,
  estimateCalories,
  getActivityResult,
  getSportsProfile,
  reportActivityResult,
} from './calls/levels.js';
import {
  countUnreadConversationMessages,
  deleteConversationMessage,
  getConversation,
  listConversationMessages,
  listConversations,
  markConversationRead,
  openConversation,
  sendConversationMessage,
} from './calls/conversations.js';
import {
  answerGroupRequest,
  createGroup,
  deleteGroup,
  deleteGroupPicture,
  discoverGroups,
  fetchGroupPicture,
  getGroup,
  handOverGroup,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  listGroupActivities,
  listGroupInvitations,
  listGroupMembers,
  listGroupRequests,
  listMyGroups,
  removeGroupMember,
  setGroupRole,
  updateGroup,
  uploadGroupPicture,
  withdrawGroupJoin,
} from './calls/groups.js';
import {
  deleteMessage,
  getMessageNotifications,
  listChats,
  listMessages,
  markMessagesRead,
  sendMessage,
} from './calls/messages.js';
import {
  answerPetition,
  deletePetition,
  listPetitionsToMe,
  sendPetition,
} from './calls/petitions.js';
import { listFailedDeliveries } from './calls/deliveries.js';
import { getInfo, getTexts } from './calls/reference.js';
import { deletePushSubscription, getPushKey, savePushSubscription } from './calls/push.js';
import { comeback, logout } from './calls/session.js';
import { deviceSignIn, signIn } from './calls/sign-in.js';
import { deleteUser, findMembers, getUser, listUsers, updateUser } from './calls/users.js';
import {
  requestVerification,
  resendVerification,
  validateVerification,
} from './calls/verification.js';
import type { Client } from './client.js';
import { alertFor, type CallFailure } from './http/alerts.js';
import { ApiError } from './http/api-error.js';
import { findConcept, findOption, matchOption } from './reference/concepts.js';
import { distanceKm } from './reference/geo.js';
import { allCities, nearestCity } from './reference/places.js';
import { createReferenceData } from './reference/reference-data.js';
import { isProfileComplete } from './rules/profile.js';
import { zodiacSign } from './rules/zodiac.js';
import { memoryStorage } from './storage/memory-storage.js';
import { clientFor, registerThroughSdk } from './test/accounts.js';
import { STAFF, startRealServer, type RealServer } from './test/real-server.js';
import {
  disagreements,
  findOperation,
  ledger,
  sdkCalls,
  type ApiDocument,
} from './test/api-ledger.js';
import { REALTIME_DEFAULTS } from './live/pusher-options.js';
import { authorizeChannels } from './calls/broadcasting.js';
import { ACTIVITY_TYPE_TAGS } from '@app/contract/concepts';
import type { OwnUser } from '@app/contract/users';
import { unzip } from '@app/server/test/unzip';
import { findText } from './reference/texts.js';

// The SDK against the real server, in-process on a loopback port (PGlite, a temporary data
// directory). One server for the file: starting one costs seconds.
let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
afterAll(async () => {
  await server?.close();
});

/** A client whose fetch records the paths it asks for. */
function countingClient(storage = memoryStorage()) {
  const paths: string[] = [];
  const client = clientFor(server, {
    storage,
    fetch: (url, init) => {
      paths.push(new URL(url).pathname);
      return fetch(url, init);
    },
  });
  return { client, paths, storage };
}

describe('accounts through the SDK, against the real server', () => {
  it('signs up through the outbox, sets the session and persists the token when asked', async () => {
    const storage = memoryStorage();
    const client = clientFor(server, { storage });
    client.session.saveSession = true;
    const tokens: string[] = [];
    client.session.on('token', (token) => tokens.push(token));
    const session = await registerThroughSdk(server, client, 'ana@example.com');
    expect(session.user.email).toBe('ana@example.com');
    expect(client.session.state).toEqual(session);
    expect(tokens).toEqual([session.token]);
    expect(storage.entries.get('apiToken')).toBe(session.token);
    expect(session.wstoken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resends for the pending request (throttled by the server for a minute), then validates', async () => {
    const client = clientFor(server);
    await requestVerification(client, { email: 'resend@example.com' });
    // The request key reached the server's resend: a fresh request is too recent (429).
    await expect(resendVerification(client)).rejects.toMatchObject({ status: 429 });
    const proof = await validateVerification(client, await server.codeFor('resend@example.com'));
    expect(proof.emailId).toEqual(expect.any(String));
  });

  it('signs in, comes back from the saved token in a new client, and logs out', async () => {
    const storage = memoryStorage();
    const first = clientFor(server, { storage });
    first.session.saveSession = true;
    const session = await signIn(first, {
      email_or_phone: 'ana@example.com',
      password: 'secreto123',
    });
    expect(session.user.firstname).toBe('Lucía');

    const restarted = clientFor(server, { storage });
    const restored = await comeback(restarted);
    expect(restored?.user.id).toBe(session.user.id);
    expect(restarted.session.state).toMatchObject({
      token: session.token,
      wstoken: session.wstoken,
      user: { id: session.user.id },
    });

    await logout(restarted);
    expect(restarted.session.state).toEqual({});
    expect(storage.entries.has('apiToken')).toBe(false);
    // The token was revoked on the server: coming back with it fails and forgets it.
    storage.setItem('apiToken', session.token);
    await expect(comeback(clientFor(server, { storage }))).rejects.toMatchObject({ status: 401 });
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it('passes a wrong sign-in (422) to the errors event, with the login alert', async () => {
    const client = clientFor(server);
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    const error = await signIn(client, {
      email_or_phone: 'ana@example.com',
      password: 'mala',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('email_or_phone')).toEqual(expect.any(String));
    expect(failures).toHaveLength(1);
    expect(alertFor(failures[0]!)).toEqual({
      title: 'Hubo un error.',
      text: 'Correo o la contraseña invalida.',
      button: 'Aceptar',
    });
    expect(client.session.state).toEqual({});
  });

  it('changes a password after validating the contact', async () => {
    const client = clientFor(server);
    await requestVerification(client, { email: 'ana@example.com' });
    await validateVerification(client, await server.codeFor('ana@example.com'));
    await changePassword(client, 'otro-secreto');
    await expect(
      signIn(client, { email_or_phone: 'ana@example.com', password: 'secreto123' }),
    ).rejects.toMatchObject({ status: 422 });
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'otro-secreto' });
    expect(client.session.state.user?.email).toBe('ana@example.com');
  });

  it('sends the device headers to /info; an unknown device key is refused', async () => {
    expect((await getInfo(clientFor(server))).sdk).toBe('1.8.3');
    const stranger = clientFor(server, { local: { host: server.host, deviceKey: 'wrong' } });
    await expect(getInfo(stranger)).rejects.toMatchObject({ status: 401 });
  });

  it("reports a server that cannot be reached: no status, the 'Servidor' alert", async () => {
    const client = clientFor(server, { local: { host: 'http://127.0.0.1:9' } });
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    await expect(getInfo(client)).rejects.toMatchObject({ status: undefined });
    expect(alertFor(failures[0]!)?.title).toBe('Servidor');
  });
});

describe('reference data through the SDK, against the real server', () => {
  it('loads and caches places, concepts and texts; a second load with the same versions fetches none', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { client, paths, storage } = countingClient();
    const reference = createReferenceData(client);
    const first = await reference.load();
    expect(first.fetched).toEqual({ countries: true, concepts: true, texts: true });
    expect(paths.sort()).toEqual(['/api/concept', '/api/country', '/api/info', '/api/text']);
    expect(warn).not.toHaveBeenCalled();
    for (const key of ['location local', 'concepts local', 'texts local']) {
      expect(JSON.parse(storage.entries.get(key)!)).toMatchObject({ version: expect.any(String) });
    }
    expect(JSON.parse(storage.entries.get('texts local')!).version).toBe(first.info.textVersion);

    const again = countingClient(storage);
    const cached = createReferenceData(again.client);
    const second = await cached.load();
    expect(second.fetched).toEqual({ countries: false, concepts: false, texts: false });
    expect(again.paths).toEqual(['/api/info']);
    expect(cached.concepts).toEqual(reference.concepts);
    warn.mockRestore();
  });

  it('answers lookups from the real data: current city, zodiac signs, the match type', async () => {
    const { client } = countingClient();
    const reference = createReferenceData(client);
    await reference.load();
    const city = (name: string) =>
      allCities(reference).find((candidate) => candidate.name === name)!;
    const madrid = city('Madrid');
    const near = { lat: madrid.lat + 0.01, lon: madrid.lon };
    const found = nearestCity(reference, near, 25);
    expect(distanceKm(near, found)).toBeLessThanOrEqual(distanceKm(near, madrid));
    expect(reference.locate(city('Barcelona'), 25).name).toBe('Barcelona');
    expect(reference.currentCity?.timezone).toBe('Europe/Madrid');
    expect(() => reference.locate({ lat: 48.85, lon: 2.35 }, 50)).toThrow('city out of range');
    const signs = findConcept(reference, 'zodiacal_signs').options;
    expect(signs).toHaveLength(12);
    expect(zodiacSign(reference, '1995-01-20')).toEqual(signs[0]);
    expect(zodiacSign(reference, '1995-12-20')).toEqual(signs[11]);
    expect(matchOption(reference).tag).toBe('petitions_types-match');
    expect(() => findConcept(reference, 'no-such-code')).toThrow('code not found');
  });

  it('judges a profile built from real options', async () => {
    const { client } = countingClient();
    const reference = createReferenceData(client);
    await reference.load();
    const pick = (code: string, count: number) =>
      findConcept(reference, code).options.slice(0, count);
    const profile = {
      firstname: 'Lucía María',
      avatarUpdatedAt: '2026-01-01T00:00:00.000Z',
      do_exercises: pick('do_exercises', 2),
      likes: pick('likes', 3),
      pets: pick('pets', 2),
      studies_levels: pick('studies_levels', 1),
      extreme_sports: pick('extreme_sports', 1),
      groupal_sports: pick('groupal_sports', 1),
      individuals_sports: [],
    };
    expect(isProfileComplete(profile)).toBe(true);
    expect(isProfileComplete({ ...profile, likes: pick('likes', 2) })).toBe(false);
  });
});

describe('profile, avatar and photos through the SDK, against the real server', () => {
  let ana: Client;
  let bruno: Client;
  let png: Blob;

  beforeAll(async () => {
    ana = clientFor(server);
    bruno = clientFor(server);
    await registerThroughSdk(server, ana, 'anabel@example.com', { firstname: 'Anabel' });
    await registerThroughSdk(server, bruno, 'bruno@example.com', {
      firstname: 'Bruno',
    });
    const bytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 90 } },
    })
      .png()
      .toBuffer();
    png = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
  });

  it('uploads an avatar with progress 0 then 100 (fetch, in Node) and keeps the session user', async () => {
    const progress: number[] = [];
    const user = await uploadAvatar(ana, png, { onProgress: (percent) => progress.push(percent) });
    expect(progress).toEqual([0, 100]);
    expect(user.avatarUpdatedAt).toEqual(expect.any(String));
    expect(ana.session.state.user?.avatarUpdatedAt).toBe(user.avatarUpdatedAt);

    const image = await fetchAvatar(ana, user.id);
    expect(image).toBeInstanceOf(Blob);
    expect(image.type).toBe('image/png');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 64]);

    const without = await deleteAvatar(ana);
    expect(without.avatarUpdatedAt).toBeNull();
    await expect(fetchAvatar(ana, user.id)).rejects.toMatchObject({ status: 404 });
  });

  it('adds, lists, fetches, replaces and deletes photos', async () => {
    const me = ana.session.state.user!;
    const added = await addPhoto(ana, png);
    const page = await listPhotos(ana, me.id, { page: 1, pageSize: 10 });
    expect(page.data.map((photo) => photo.id)).toEqual([added.id]);
    expect((await fetchPhoto(ana, added.id)).type).toBe('image/png');
    const replaced = await replacePhoto(ana, added.id, png);
    expect(replaced.id).toBe(added.id);
    await deletePhoto(ana, added.id);
    expect((await listPhotos(ana, me.id)).total).toBe(0);
  });

  it('refuses an upload that is not an image (the server answers 415)', async () => {
    await expect(
      addPhoto(ana, new Blob(['<script>'], { type: 'image/png' })),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('updates the profile with lists as [{id}], views and lists users, saves settings', async () => {
    const me = ana.session.state.user!;
    const updated = await updateUser(ana, me.id, { lastname: 'García', pets: [] });
    expect(updated.lastname).toBe('García');
    expect(ana.session.state.user?.lastname).toBe('García');
    const bruno = (await listUsers(ana, { search: 'Bru' })).data[0];
    expect(bruno?.firstname).toBe('Bruno');
    const seen = await getUser(ana, bruno!.id);
    expect(seen).not.toHaveProperty('email');
    const settings = await saveConfig(ana, { discoverable: true, show_lastname: false });
    // Booleans travel as 1/0 and come back as booleans.
    expect(settings.configurations).toMatchObject({ discoverable: true, show_lastname: false });
    expect(ana.session.state.user?.configurations).toMatchObject({ show_lastname: false });
  });

  it('empties an optional profile field with null, and leaves out what is undefined', async () => {
    const me = ana.session.state.user!;
    await updateUser(ana, me.id, { lastname: 'García' });
    const cleared = await updateUser(ana, me.id, { lastname: null, firstname: undefined });
    expect(cleared.lastname).toBeNull();
    expect(cleared.firstname).toBe('Anabel');
    expect(ana.session.state.user?.lastname).toBeNull();
    expect(((await getUser(ana, me.id)) as OwnUser).lastname).toBeNull();
    // A field that cannot be emptied says so, as the spec words it, and changes nothing.
    const refused = await updateUser(ana, me.id, {
      firstname: null as unknown as string,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldError('firstname')).toBe('Campo requerdio.');
    expect(((await getUser(ana, me.id)) as OwnUser).firstname).toBe('Anabel');
  });

  it('sends feedback with stars as a string, lists my own and the public testimonials', async () => {
    const sent = await sendFeedback(ana, { stars: 4, description: 'Muy buena aplicación' });
    expect(sent.stars).toBe(4);
    expect((await listMyFeedback(ana)).data.map((entry) => entry.id)).toContain(sent.id);
    const testimonials = await listTestimonials(clientFor(server));
    expect(testimonials.per_page).toBe(10);
    expect(testimonials.current_page).toBe(1);
  });

  it('downloads a copy of my data as a ZIP ("Descargar mis datos"); nobody else may', async () => {
    const me = ana.session.state.user!;
    const zip = await exportUserData(ana, me.id);
    expect(zip).toBeInstanceOf(Blob);
    expect(zip.type).toBe('application/zip');
    const files = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(files.get('LEEME.txt')!.toString('utf8')).toContain(`para Anabel (cuenta n.º ${me.id})`);
    expect(JSON.parse(files.get('perfil.json')!.toString('utf8'))).toMatchObject({
      id: me.id,
      email: 'anabel@example.com',
    });
    const feedback = JSON.parse(files.get('opiniones.json')!.toString('utf8')) as unknown[];
    expect(feedback).toEqual([expect.objectContaining({ stars: 4 })]);
    await expect(exportUserData(bruno, me.id)).rejects.toMatchObject({ status: 403 });
    await expect(exportUserData(clientFor(server), me.id)).rejects.toMatchObject({ status: 401 });
  });

  it('subscribes this "browser" to Web Push with the server key, and takes it back', async () => {
    const { publicKey } = await getPushKey(ana);
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    // What PushSubscription.toJSON() gives: the browser's P-256 key and its secret.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/sdk-test';
    const saved = await savePushSubscription(ana, { endpoint, keys });
    expect(saved).toMatchObject({ endpoint, id: expect.any(Number) });
    expect((await savePushSubscription(ana, { endpoint, keys })).id).toBe(saved.id);
    await expect(deletePushSubscription(bruno, saved.id)).rejects.toMatchObject({ status: 403 });
    expect((await deletePushSubscription(ana, saved.id)).message).toBe(
      'Notificaciones desactivadas en este navegador.',
    );
  });
});

describe('staff calls through the SDK, against the real server', () => {
  let staff: Client;
  beforeAll(async () => {
    staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
  });

  it('edits texts; the next reference load fetches the texts alone', async () => {
    const { client, paths, storage } = countingClient();
    await createReferenceData(client).load();
    const tag = Object.keys(await getTexts(client))[0]!;
    await updateText(staff, tag, { lan_es: 'Texto cambiado' });
    await saveTexts(staff, [{ tag: 'sdk-test.extra', lan_es: 'Extra' }]);

    paths.length = 0;
    const again = createReferenceData(countingClient(storage).client);
    const load = await again.load();
    expect(load.fetched).toEqual({ countries: false, concepts: false, texts: true });
    expect(findText(again, tag)).toBe('Texto cambiado');
    expect(findText(again, 'sdk-test.extra')).toBe('Extra');
    await deleteText(staff, 'sdk-test.extra');
    await again.load();
    expect(() => findText(again, 'sdk-test.extra')).toThrow('not found');
  });

  it('a report reaches the queue; staff dismiss, hide, suspend and lift, each logged', async () => {
    const ana = clientFor(server);
    const bruno = clientFor(server);
    await registerThroughSdk(server, ana, 'denuncia@example.com');
    await registerThroughSdk(server, bruno, 'denunciado@example.com');
    const brunoId = bruno.session.state.user!.id;
    const { message } = await report(ana, {
      subject_type: 'user',
      subject_id: brunoId,
      reason: 'fake',
      details: 'Pide dinero por privado',
    });
    expect(message).toBe('Gracias por avisarnos. Lo revisaremos lo antes posible.');
    const open = (await listReports(staff, { status: 'open', pageSize: 100 })).data.find(
      (entry) => entry.owner.id === brunoId,
    )!;
    expect(open).toMatchObject({ subject_type: 'user', details: 'Pide dinero por privado' });
    await expect(
      decideReport(staff, open.id, 'hide', { reason: 'No aplica' }),
    ).rejects.toMatchObject({ status: 422 });
    const suspended = await decideReport(staff, open.id, 'suspend', { reason: 'Cuenta falsa' });
    expect(suspended.owner_suspended).toBe(true);
    // Staff find the member by the e-mail's start, suspended and marked so.
    const found = await findMembers(staff, 'denunciado@');
    expect(found.data).toEqual([expect.objectContaining({ id: brunoId, suspended: true })]);
    await unsuspendUser(staff, brunoId, { reason: 'Identidad comprobada' });
    const carla = clientFor(server);
    await registerThroughSdk(server, carla, 'denuncia-2@example.com');
    await report(carla, { subject_type: 'user', subject_id: brunoId, reason: 'other' });
    const again = (await listReports(staff, { status: 'open', pageSize: 100 })).data.find(
      (entry) => entry.owner.id === brunoId,
    )!;
    expect((await decideReport(staff, again.id, 'dismiss', { reason: 'Ya revisado' })).status).toBe(
      'dismissed',
    );
    const logged = await listModerationLog(staff, { user: brunoId });
    expect(logged.data.map((entry) => entry.action)).toEqual(['dismiss', 'unsuspend', 'suspend']);
  });

  it('lists the deliveries that failed for good (none here: the outbox takes everything)', async () => {
    const failed = await listFailedDeliveries(staff, { page: 1 });
    expect(failed).toMatchObject({ data: [], total: 0, current_page: 1 });
  });

  it('refuses staff calls to a user without the role (403, with its alert)', async () => {
    const client = clientFor(server);
    await registerThroughSdk(server, client, 'not-staff@example.com');
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    await expect(deleteText(client, 'anything')).rejects.toMatchObject({ status: 403 });
    expect(alertFor(failures[0]!)).toMatchObject({ title: '¡Ups!. Lo sentimos.' });
  });

  it('uploads an APK with progress, then a new SDK version, which clients warn about', async () => {
    const progress: number[] = [];
    const apk = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(2048).fill(7)])], {
      type: 'application/vnd.android.package-archive',
    });
    const recorded = await deploy(
      staff,
      { appType: 'apk', file: apk, version: '2.0.1' },
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(progress).toEqual([0, 100]);
    expect(recorded).toMatchObject({ appType: 'apk', version: '2.0.1', size: 2052 });
    const download = await downloadDeploy(staff, recorded.id);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(
      new Uint8Array(await apk.arrayBuffer()),
    );
    expect((await getInfo(staff)).androidApkVersion).toBe('2.0.1');

    await deploy(staff, { appType: 'sdk', version: '1.9.0' });
    expect((await listDeploys(staff)).data.map((entry) => entry.version)).toEqual([
      '1.9.0',
      '2.0.1',
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await createReferenceData(countingClient().client).load();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1.9.0'));
    warn.mockRestore();
  });

  it('refuses a lower APK version (409) until staff confirm it', async () => {
    const apk = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 7, 7, 7, 7])]);
    const refused = await deploy(staff, { appType: 'apk', file: apk, version: '2.0.0' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).fieldError('version')).toBe(
      'La versión 2.0.0 es anterior a la actual de Android APK (2.0.1).',
    );
    const recorded = await deploy(staff, {
      appType: 'apk',
      file: apk,
      version: '2.0.0',
      confirm_downgrade: true,
    });
    expect(recorded).toMatchObject({ appType: 'apk', version: '2.0.0' });
    expect((await getInfo(staff)).androidApkVersion).toBe('2.0.0');
  });
});

describe('activities, petitions, matches and messages through the SDK, against the real server', () => {
  it('hosts, asks, accepts, chats, leaves and deletes', async () => {
    const host = clientFor(server);
    const guest = clientFor(server);
    const other = clientFor(server);
    const hostSession = await registerThroughSdk(server, host, 'hostia@example.com');
    const guestSession = await registerThroughSdk(server, guest, 'guido@example.com');
    await registerThroughSdk(server, other, 'otilia@example.com');
    const reference = createReferenceData(host);
    await reference.load();
    const madrid = allCities(reference).find((city) => city.name === 'Madrid')!;
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);

    const activity = await createActivity(host, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: madrid.id,
      location: { lat: madrid.lat, lon: madrid.lon, address: 'Plaza Mayor' },
      description: 'Un café en el centro.',
      start_at: start.toISOString(),
      duration: '01:00',
      participants: 2,
    });
    const updated = await updateActivity(host, activity.id, { participants: 3 });
    expect(updated.participants).toBe(3);
    // A weekly series: its first plan, then this one and the following changed and removed.
    const weekly = await createActivity(host, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: madrid.id,
      location: { lat: madrid.lat, lon: madrid.lon },
      description: 'Cañas de los jueves',
      start_at: start.toISOString(),
      duration: '01:00',
      participants: 6,
      repeat_weeks: 1,
      repeat_until: new Date(start.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(weekly.series).toMatchObject({ every_weeks: 1 });
    const renamed = await updateActivity(
      host,
      weekly.id,
      { description: 'Cañas de siempre' },
      { scope: 'following' },
    );
    expect(renamed.description).toBe('Cañas de siempre');
    await deleteActivity(host, weekly.id, { scope: 'following' });
    await expect(getActivity(host, weekly.id)).rejects.toMatchObject({ status: 404 });
    expect((await getActivity(guest, activity.id)).description).toBe('Un café en el centro.');
    const near = { lat: madrid.lat, lon: madrid.lon, km: 5 };
    const open = await listActivities(guest, { filter: { near } });
    expect(open.data.map((item) => item.id)).toContain(activity.id);
    const weekday = new Date(activity.start_at.slice(0, 10) + 'T12:00:00Z').getUTCDay() || 7;
    const search = 'café en el centro';
    const sorted = await listActivities(guest, {
      search,
      sort: 'distance',
      filter: { near, weekdays: [weekday], dayparts: ['morning', 'afternoon', 'night'] },
    });
    expect(sorted.data.map((item) => item.id)).toEqual([activity.id]);
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekday);
    expect(
      (await listActivities(guest, { search, sort: 'start', filter: { weekdays: otherDays } }))
        .total,
    ).toBe(0);
    expect((await listMyActivities(host)).data.map((item) => item.id)).toEqual([activity.id]);

    expect(await getActivityMembership(host, activity.id)).toEqual({
      role: 'host',
      petition: null,
      match: null,
      waiting_position: null,
    });
    expect((await getActivityMembership(guest, activity.id)).role).toBe('none');
    const petition = await sendPetition(guest, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: hostSession.user.id,
      activity: activity.id,
    });
    expect(await getActivityMembership(guest, activity.id)).toEqual({
      role: 'requested',
      petition: petition.id,
      match: null,
      waiting_position: null,
    });
    const withdrawn = await sendPetition(other, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: hostSession.user.id,
      activity: activity.id,
    });
    await deletePetition(other, withdrawn.id);
    expect((await listPetitionsToMe(host)).data.map((item) => item.id)).toEqual([petition.id]);
    expect((await answerPetition(host, petition.id, true)).acepted).toBe(true);
    expect((await listMatchedActivities(guest)).data.map((item) => item.id)).toEqual([activity.id]);
    const match = await getMatch(guest, petition.id);
    expect(match.activity.id).toBe(activity.id);
    expect(await getActivityMembership(guest, activity.id)).toEqual({
      role: 'member',
      petition: null,
      match: match.id,
      waiting_position: null,
    });
    // Who is going: the same counts for host and guest, the host and the guest by first name.
    const seenByHost = await getActivityPeople(host, activity.id);
    expect(seenByHost).toMatchObject({
      host: { id: hostSession.user.id },
      going_count: 1,
      people_count: 2,
      participants: 3,
      places_left: 2,
      hidden: 0,
    });
    expect(seenByHost.going).toEqual([
      expect.objectContaining({ id: guestSession.user.id, firstname: guestSession.user.firstname }),
    ]);
    expect(await getActivityPeople(guest, activity.id)).toEqual(seenByHost);
    // Its shared link, read by a client with no session: the same places left, a first name.
    const shared = await getPublicActivity(clientFor(server), activity.id);
    expect(shared).toMatchObject({
      id: activity.id,
      host: { firstname: hostSession.user.firstname },
      places_left: 2,
      place: { address: null, point: null },
    });
    expect(shared.url).toMatch(new RegExp(`/web/plan/${activity.id}$`));
    // An invitation link to it, in its host's list until revoked.
    const invitation = await createInvitationLink(host, { activity: activity.id }, { max_uses: 3 });
    expect(
      (await listInvitationLinks(host, { activity: activity.id })).map((link) => link.status),
    ).toEqual(['active']);
    await revokeInvitationLink(host, invitation.token);
    await expect(acceptInvitationLink(other, invitation.token)).rejects.toMatchObject({
      status: 410,
    });
    // In the guest's calendar: the plan's file, and the feed at its secret address.
    const file = await getActivityCalendar(guest, activity.id);
    expect(file.type).toMatch(/^text\/calendar; ?charset=utf-8$/);
    expect(await file.text()).toContain(`UID:plan-${activity.id}@`);
    const feed = await getCalendarFeed(guest);
    const subscribed = await fetch(feed.url.replace(/^https?:\/\/[^/]+/, server.host));
    expect(await subscribed.text()).toContain(`UID:plan-${activity.id}@`);
    const renewed = await resetCalendarFeed(guest);
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetch(feed.url.replace(/^https?:\/\/[^/]+/, server.host))).status).toBe(404);

    const hello = await sendMessage(guest, { match: match.id }, 'Hola');
    const answer = await sendMessage(host, { activity: activity.id }, 'Bienvenido');
    expect((await listMessages(guest, { match: match.id })).data.map((m) => m.id)).toEqual([
      hello.id,
      answer.id,
    ]);
    expect(
      (await listMessages(host, { activity: activity.id }, { after: hello.id })).data.map(
        (m) => m.id,
      ),
    ).toEqual([answer.id]);
    expect(
      (await listMessages(host, { activity: activity.id }, { order: 'desc', before: answer.id }))
        .data,
    ).toMatchObject([{ id: hello.id, read_by: 0 }]);
    expect((await getMessageNotifications(host)).map((m) => m.id)).toEqual([hello.id]);
    expect((await listChats(host)).data).toMatchObject([
      { role: 'host', unread: 1, last_message: { id: answer.id } },
    ]);
    expect((await markMessagesRead(host, activity.id, [hello.id])).ids).toEqual([hello.id]);
    expect((await listChats(guest)).data).toMatchObject([
      { role: 'member', match: match.id, unread: 1 },
    ]);
    expect(await getMessageNotifications(host)).toEqual([]);
    await deleteMessage(host, activity.id, answer.id);

    await deleteMatch(guest, match.id);
    await expect(getMatch(guest, match.id)).rejects.toMatchObject({ status: 404 });
    expect((await getActivityMembership(guest, activity.id)).role).toBe('none');
    await deleteActivity(host, activity.id);
    await expect(getActivity(host, activity.id)).rejects.toMatchObject({ status: 404 });
  });

  it('decides on the swipe deck: a like asks to join, a pass hides, the undo takes back', async () => {
    const host = clientFor(server);
    const member = clientFor(server);
    await registerThroughSdk(server, host, 'mazo-host@example.com');
    await registerThroughSdk(server, member, 'mazo@example.com');
    const reference = createReferenceData(host);
    await reference.load();
    // An area of its own, far from the other tests' activities.
    const point = { lat: 43.3623, lon: -8.4115 };
    const hostAt = (hours: number, description: string) =>
      createActivity(host, {
        type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
        city: allCities(reference).find((city) => city.name === 'Madrid')!.id,
        location: point,
        description,
        start_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
        duration: '01:00',
        participants: 4,
      });
    const soon = await hostAt(2, 'Un paseo por la playa.');
    const later = await hostAt(30, 'Una cena de tapas.');

    const deck = await getDeck(member, { ...point, km: 5 });
    expect(deck.data.map((card) => card.activity.id)).toEqual([soon.id, later.id]);
    expect(deck.decisions_left).toBe(deck.decisions_per_day);

    const liked = await swipeActivity(member, soon.id, 'like');
    expect(liked.petition?.activity).toBe(soon.id);
    expect((await listPetitionsToMe(host)).data.map((petition) => petition.id)).toContain(
      liked.petition!.id,
    );
    await swipeActivity(member, later.id, 'pass');
    expect((await getDeck(member, { ...point, km: 5 })).data).toEqual([]);

    const { undone, decisions_left } = await undoSwipe(member);
    expect(undone).toMatchObject({ activity: later.id, decision: 'pass' });
    expect(decisions_left).toBe(deck.decisions_per_day! - 1);
    expect((await getDeck(member, { ...point, km: 5 })).data.map((c) => c.activity.id)).toEqual([
      later.id,
    ]);
    // Undoing further back is Premium's (decision 0029).
    await expect(undoSwipe(member)).rejects.toMatchObject({ status: 403 });
  });

  it('wishes through the SDK: publish, find, answer, take back, convert, withdraw', async () => {
    const wisher = clientFor(server);
    const friend = clientFor(server);
    await registerThroughSdk(server, wisher, 'deseo@example.com');
    await registerThroughSdk(server, friend, 'amigo-deseo@example.com');
    const reference = createReferenceData(wisher);
    await reference.load();
    const point = { lat: 42.8782, lon: -8.5448 };
    const wish = await createWish(wisher, {
      text: '¿Un café por el casco viejo?',
      window: 'now',
      ...point,
    });
    expect(wish.location).not.toEqual(point);
    const box = { south: 42.85, west: -8.6, north: 42.9, east: -8.5, zoom: 13 };
    expect((await listWishes(friend, box)).wishes.map((found) => found.id)).toEqual([wish.id]);
    // The map's light answer: the place and the first words; the card on opening.
    const { places } = await mapWishes(friend, box);
    expect(places).toEqual([{ ...wish.location, wishes: [{ id: wish.id, text: wish.text }] }]);
    const { wishes: opened } = await getWishCards(friend, [wish.id, 2_000_000_000]);
    expect(opened.map((card) => [card.id, card.user.firstname])).toEqual([
      [wish.id, wish.user.firstname],
    ]);
    expect((await answerWish(friend, wish.id)).answered).toBe(true);
    expect((await unanswerWish(friend, wish.id)).answered).toBe(false);
    await answerWish(friend, wish.id);
    expect((await getOwnWish(wisher)).answers.map((answer) => answer.user.firstname)).toHaveLength(
      1,
    );
    const { activity, admitted } = await convertWish(wisher, wish.id, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: allCities(reference).find((city) => city.name === 'Madrid')!.id,
      location: point,
      description: wish.text,
      start_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      duration: '01:00',
      participants: 3,
    });
    expect(admitted).toBe(1);
    expect((await getActivityMembership(friend, activity.id)).role).toBe('member');
    const next = await createWish(wisher, {
      text: 'Mañana, ruta en bici',
      window: 'tomorrow',
      ...point,
    });
    await deleteWish(wisher, next.id);
    expect((await getOwnWish(wisher)).wish).toBeNull();
  });

  it('finds a place by name near a city and names the point a pin was dragged to', async () => {
    const member = clientFor(server);
    await registerThroughSdk(server, member, 'lugares@example.com');
    const found = await searchPlaces(member, { q: 'La Chopera', lat: 40.4165, lon: -3.7026 });
    expect(found.data[0]).toMatchObject({
      name: 'Polideportivo La Chopera',
      address: 'Paseo de Fernán Núñez, Retiro, Madrid',
    });
    // The provider is asked once a second; the stand-in answers the next second's question.
    await new Promise((done) => setTimeout(done, 1000));
    const { place } = await findPlaceAt(member, { lat: 40.40875, lon: -3.69671 });
    expect(place?.name).toBe('Calle de Argumosa, 12');
  });

  it('blocks and unblocks: the pair are nobody to each other meanwhile', async () => {
    const ana = clientFor(server);
    const bruno = clientFor(server);
    await registerThroughSdk(server, ana, 'bloquea@example.com');
    await registerThroughSdk(server, bruno, 'bloqueado@example.com');
    const brunoId = bruno.session.state.user!.id;
    const anaId = ana.session.state.user!.id;
    await blockUser(ana, brunoId);
    expect((await listBlockedUsers(ana)).data.map((entry) => entry.user.id)).toEqual([brunoId]);
    await expect(getUser(bruno, anaId)).rejects.toMatchObject({ status: 404 });
    await unblockUser(ana, brunoId);
    expect((await listBlockedUsers(ana)).data).toEqual([]);
    expect((await getUser(bruno, anaId)).id).toBe(anaId);
  });

  it('makes friends, invites one to a plan, and the friend takes the place in one step', async () => {
    const ana = clientFor(server);
    const bruno = clientFor(server);
    const carla = clientFor(server);
    await registerThroughSdk(server, ana, 'amiga@example.com');
    await registerThroughSdk(server, bruno, 'amigo@example.com');
    await registerThroughSdk(server, carla, 'amiga2@example.com');
    const anaId = ana.session.state.user!.id;
    const brunoId = bruno.session.state.user!.id;
    const carlaId = carla.session.state.user!.id;
    expect((await requestFriendship(ana, brunoId)).status).toBe('sent');
    expect((await listFriendRequests(bruno)).received.map((entry) => entry.user.id)).toEqual([
      anaId,
    ]);
    expect((await requestFriendship(bruno, anaId)).status).toBe('friends');
    expect((await getFriendship(ana, brunoId)).status).toBe('friends');
    await requestFriendship(ana, carlaId);
    await requestFriendship(carla, anaId);
    expect((await listFriends(ana)).data.map((entry) => entry.user.id).sort()).toEqual(
      [brunoId, carlaId].sort(),
    );

    const reference = createReferenceData(ana);
    await reference.load();
    const plan = await createActivity(ana, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: allCities(reference).find((city) => city.name === 'Madrid')!.id,
      location: { lat: 40.42, lon: -3.7 },
      description: 'Cine de verano',
      start_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      duration: '02:00',
      participants: 3,
    });
    expect((await inviteFriends(ana, plan.id, [brunoId, carlaId])).invited).toBe(2);
    expect((await listActivityInvites(ana, plan.id)).data).toHaveLength(2);
    expect((await listInvitations(bruno)).data.map((entry) => entry.activity.id)).toEqual([
      plan.id,
    ]);
    expect((await acceptInvitation(bruno, plan.id)).acepted).toBe(true);
    expect((await getActivityMembership(bruno, plan.id)).role).toBe('member');
    await declineInvitation(carla, plan.id);
    expect((await listActivityInvites(ana, plan.id)).data).toEqual([]);
    expect((await removeFriendship(carla, anaId)).message).toBe('Ya no está en tus amigos.');

    // Ana's centre: Bruno's and Carla's answers, Bruno's acceptance of the invitation.
    const { data } = await listNotifications(ana);
    expect(data.map((item) => item.kind)).toEqual([
      'invitation_accepted',
      'friend_accepted',
      'friend_accepted',
    ]);
    expect((await countUnreadNotifications(ana)).count).toBe(3);
    expect((await readNotifications(ana, [data[0]!.id])).count).toBe(2);
    expect((await readAllNotifications(ana)).count).toBe(0);
  });

  it('talks privately with a friend and runs a group: requests, invitations, roles, hand-over', async () => {
    const ana = clientFor(server);
    const bruno = clientFor(server);
    const carla = clientFor(server);
    await registerThroughSdk(server, ana, 'charla-ana@example.com');
    await registerThroughSdk(server, bruno, 'charla-bruno@example.com');
    await registerThroughSdk(server, carla, 'charla-carla@example.com');
    const brunoId = bruno.session.state.user!.id;
    const carlaId = carla.session.state.user!.id;
    const anaId = ana.session.state.user!.id;
    await requestFriendship(ana, brunoId);
    await requestFriendship(bruno, anaId);
    await requestFriendship(ana, carlaId);
    await requestFriendship(carla, anaId);

    const talk = await openConversation(ana, brunoId);
    const first = await sendConversationMessage(ana, talk.id, '¿Corremos mañana?', {
      clientId: 'sdk-1',
    });
    expect((await sendConversationMessage(ana, talk.id, 'x', { clientId: 'sdk-1' })).id).toBe(
      first.id,
    );
    expect((await countUnreadConversationMessages(bruno)).count).toBe(1);
    expect((await listConversations(bruno)).data[0]!.unread).toBe(1);
    expect((await listConversationMessages(bruno, talk.id, { order: 'desc' })).total).toBe(1);
    expect((await markConversationRead(bruno, talk.id, first.id)).read_seq).toBe(1);
    expect((await getConversation(ana, talk.id)).last_message?.read_by).toBe(1);
    await deleteConversationMessage(ana, talk.id, first.id);

    const group = await createGroup(ana, { name: 'Corredores', visibility: 'private' });
    const png = new Blob(
      [
        new Uint8Array(
          await sharp({
            create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 90, b: 200 } },
          })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
    expect((await uploadGroupPicture(ana, group.id, png)).pictureUpdatedAt).toEqual(
      expect.any(String),
    );
    expect((await fetchGroupPicture(bruno, group.id)).type).toBe('image/png');
    expect((await deleteGroupPicture(ana, group.id)).pictureUpdatedAt).toBeNull();
    expect((await updateGroup(ana, group.id, { description: 'Sábados a las 9' })).description).toBe(
      'Sábados a las 9',
    );
    expect((await discoverGroups(bruno, { q: 'corre' })).data.map((g) => g.id)).toContain(group.id);
    expect((await joinGroup(bruno, group.id)).group.standing).toBe('requested');
    expect((await listGroupRequests(ana, group.id)).data).toHaveLength(1);
    await answerGroupRequest(ana, group.id, brunoId, true);
    await joinGroup(carla, group.id);
    await answerGroupRequest(ana, group.id, carlaId, false);
    expect((await inviteToGroup(ana, group.id, [carlaId])).invited).toBe(1);
    expect((await listGroupInvitations(carla)).data[0]!.group.id).toBe(group.id);
    expect((await withdrawGroupJoin(carla, group.id)).message).toBe('Invitación rechazada.');
    await inviteToGroup(ana, group.id, [carlaId]);
    expect((await joinGroup(carla, group.id)).group.role).toBe('member');
    expect((await listMyGroups(carla)).data.map((g) => g.id)).toEqual([group.id]);
    expect((await getGroup(carla, group.id)).members).toBe(3);
    expect((await listGroupActivities(carla, group.id)).data).toEqual([]);
    const roles = await setGroupRole(ana, group.id, brunoId, 'admin');
    expect(roles.data.map((entry) => entry.role)).toEqual(['owner', 'admin', 'member']);
    expect((await listGroupMembers(bruno, group.id)).data).toHaveLength(3);
    await removeGroupMember(bruno, group.id, carlaId);
    // An invitation link brings Carla back with no friend's invitation; a revoked one ends.
    const link = await createInvitationLink(
      bruno,
      { group: group.id },
      { mode: 'join', max_uses: 1 },
    );
    expect((await getInvitationLink(carla, link.token)).group?.name).toBe('Corredores');
    expect((await acceptInvitationLink(carla, link.token)).joined).toBe(true);
    expect((await listInvitationLinks(ana, { group: group.id }))[0]).toMatchObject({
      id: link.id,
      uses: 1,
      status: 'used_up',
    });
    const spare = await createInvitationLink(ana, { group: group.id });
    await revokeInvitationLink(ana, spare.token);
    await expect(getInvitationLink(carla, spare.token)).rejects.toMatchObject({ status: 410 });
    await removeGroupMember(bruno, group.id, carlaId);
    expect((await handOverGroup(ana, group.id, brunoId)).group.role).toBe('admin');
    expect((await leaveGroup(ana, group.id)).group.role).toBeNull();
    expect((await deleteGroup(bruno, group.id)).message).toBe('Grupo eliminado.');
  });

  it('marks and confirms an attendance, which earns points and a place in the ranking', async () => {
    const host = clientFor(server);
    const guest = clientFor(server);
    await registerThroughSdk(server, host, 'asiste-host@example.com');
    await registerThroughSdk(server, guest, 'asiste-guest@example.com');
    const guestId = guest.session.state.user!.id;
    const reference = createReferenceData(host);
    await reference.load();
    const soria = allCities(reference).find((city) => city.name === 'Soria')!;
    // Starting in ten minutes: its attendance opens half an hour before.
    const activity = await createActivity(host, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.social).id,
      city: soria.id,
      location: { lat: soria.lat, lon: soria.lon },
      description: 'Paseo por el Duero.',
      start_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      duration: '01:00',
      participants: 1,
    });
    const petition = await sendPetition(guest, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: activity.user.id,
      activity: activity.id,
    });
    await answerPetition(host, petition.id, true);
    expect((await getAttendance(guest, activity.id)).open).toBe(true);
    expect((await markAttendance(host, activity.id, guestId, 'present')).verified).toBe(false);
    expect((await confirmAttendance(guest, activity.id, true)).verified).toBe(true);
    expect((await listPendingAttendance(host)).data).toEqual([]);
    // Points count once the plan has ended (decision 0034): nothing yet, then the fact.
    expect((await listPoints(guest)).data).toEqual([]);
    await server.endNow(host.session.state.token!, activity.id);
    expect((await listPoints(guest)).data[0]).toMatchObject({ kind: 'attendance', points: 10 });
    // Coins follow the same fact; staff may adjust them, with why.
    expect(await listCoins(guest)).toMatchObject({ balance: 5, total: 1 });
    const staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
    const adjusted = await adjustMemberCoins(staff, guestId, {
      amount: 20,
      note: 'Bienvenida',
      key: 'sdk-bienvenida-1',
    });
    expect(adjusted).toMatchObject({ reason: 'adjustment', balance: 25 });
    expect((await listMemberCoins(staff, guestId)).balance).toBe(25);
    // The store: staff add a badge; the guest buys it with those coins.
    const badge = await createStoreItem(staff, {
      kind: 'badge',
      name: 'Duero',
      description: 'Por pasear junto al río.',
      price: 20,
      badge: '🌊',
    });
    expect((await listStoreItems(staff)).data.map((item) => item.id)).toContain(badge.id);
    expect((await listStore(guest)).data.map((item) => item.id)).toContain(badge.id);
    const bought = await buyStoreItem(guest, badge.id, { key: 'sdk-compra-duero' });
    expect(bought).toMatchObject({ balance: 5, ends_at: null });
    expect((await listPurchases(guest)).data[0]?.id).toBe(bought.id);
    expect((await listUserBadges(host, guestId)).data[0]).toMatchObject({ badge: '🌊' });
    expect((await updateStoreItem(staff, badge.id, { active: false })).active).toBe(false);
    const board = await getRanking(guest, { city: soria.id });
    expect(board.me).toMatchObject({ position: 2, points: 10 });
    expect((await getMyRanking(host)).data[0]).toMatchObject({ position: 1, points: 15 });
    expect((await getSportsProfile(host, guestId)).reliability).toEqual({
      verified: 1,
      total: 1,
      percent: null,
    });
  });

  it('keeps sponsors, their events and challenges, which members join and follow', async () => {
    const staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
    const member = clientFor(server);
    await registerThroughSdk(server, member, 'retos-sdk@example.com');
    const memberId = member.session.state.user!.id;
    const brand = await createSponsor(staff, { name: 'Remos Tajo' });
    const logo = new Blob(
      [
        new Uint8Array(
          await sharp({
            create: { width: 64, height: 32, channels: 4, background: '#0a6' },
          })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
    const branded = await uploadSponsorLogo(staff, brand.id, logo);
    expect(sponsorLogoPath(branded)).toBe(
      `/sponsor/${brand.id}/logo?v=${Date.parse(branded.logoUpdatedAt!)}`,
    );
    expect((await fetchSponsorLogo(member, brand.id)).type).toBe('image/png');
    expect((await updateSponsor(staff, brand.id, { link: 'https://remos.example' })).link).toBe(
      'https://remos.example',
    );
    expect((await listSponsors(staff)).data.map((each) => each.id)).toContain(brand.id);

    const challenge = await createChallenge(staff, {
      title: 'Remar en diciembre',
      description: 'Dos salidas en diciembre.',
      metric: 'activities',
      goal: 2,
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      reward_coins: 20,
      badge: '🚣',
      badge_name: 'Remera',
      sponsor: brand.id,
    });
    expect((await listAllChallenges(staff)).data[0]?.id).toBe(challenge.id);
    expect((await listChallenges(member)).data.map((each) => each.id)).toContain(challenge.id);
    expect((await joinChallenge(member, challenge.id)).me).toMatchObject({ progress: 0 });
    expect((await fetchChallenge(member, challenge.id)).sponsor?.name).toBe('Remos Tajo');
    expect((await fetchChallengeBoard(member, challenge.id)).me).toMatchObject({ position: 1 });

    const reference = createReferenceData(member);
    await reference.load();
    const toledo = allCities(reference).find((city) => city.name === 'Toledo')!;
    const event = await createEvent(staff, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.sport).id,
      city: toledo.id,
      location: { lat: toledo.lat, lon: toledo.lon },
      description: 'Bautismo de remo en el Tajo.',
      start_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: '02:00',
      participants: 10,
      sponsor: brand.id,
    });
    expect((await listEvents(member)).data.map((each) => each.id)).toContain(event.id);
    // No host to answer: the place is taken at once.
    const asked = await sendPetition(member, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: event.user.id,
      activity: event.id,
    });
    expect(asked).toMatchObject({ acepted: true, from_user: { id: memberId } });
  });

  it('tells the plan, keeps checkout off without keys, and lets staff grant Move with statistics', async () => {
    const staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
    const member = clientFor(server);
    await registerThroughSdk(server, member, 'planes-sdk@example.com');
    const memberId = member.session.state.user!.id;
    expect(await getMyPlan(member)).toMatchObject({ plan: 'free', checkout_available: false });
    await expect(startPlanCheckout(member, 'move')).rejects.toMatchObject({ status: 409 });
    await expect(openPlanPortal(member)).rejects.toMatchObject({ status: 409 });
    await expect(getMyStats(member)).rejects.toMatchObject({ status: 403 });
    const given = await grantPlan(staff, {
      user_id: memberId,
      plan: 'move',
      days: 30,
      note: 'Prueba del SDK',
    });
    expect((await getMyPlan(member)).plan).toBe('move');
    expect((await getMyStats(member, { months: 3 })).months).toHaveLength(3);
    expect((await listPlanHolders(staff)).data.map((row) => row.user.id)).toContain(memberId);
    expect((await listPlanGrants(staff, { user: memberId })).data[0]?.id).toBe(given.id);
    expect((await revokePlanGrant(staff, given.id, 'Fin de la prueba')).revoked_at).not.toBeNull();
    expect((await getMyPlan(member)).plan).toBe('free');
  });

  it('assesses a level, reports a result and confirms it from the other side', async () => {
    const host = clientFor(server);
    const rival = clientFor(server);
    await registerThroughSdk(server, host, 'nivel-host@example.com');
    await registerThroughSdk(server, rival, 'nivel-rival@example.com');
    const hostId = host.session.state.user!.id;
    const rivalId = rival.session.state.user!.id;
    const reference = createReferenceData(host);
    await reference.load();
    const tenis = findOption(reference, 'disciplines', 'disciplines-tenis').id;
    const first = await assessLevel(host, {
      discipline: tenis,
      years: 2,
      frequency: 2,
      competition: 1,
      technique: 2,
    });
    expect(first).toMatchObject({ level: 3.8, reliability: 0 });
    const soria = allCities(reference).find((city) => city.name === 'Soria')!;
    const activity = await createActivity(host, {
      type: findOption(reference, 'activity_types', ACTIVITY_TYPE_TAGS.sport).id,
      discipline: tenis,
      city: soria.id,
      location: { lat: soria.lat, lon: soria.lon },
      description: 'Partido de tenis.',
      start_at: new Date(Date.now() + 3_600_000).toISOString(),
      duration: '01:00',
      participants: 1,
    });
    const petition = await sendPetition(rival, {
      petition_type_option_id: matchOption(reference).id,
      to_user_id: hostId,
      activity: activity.id,
    });
    await answerPetition(host, petition.id, true);
    expect((await getActivityResult(rival, activity.id)).result).toBeNull();
    // Tennis for someone at 3.8 (intermediate): 7.3 MET, an hour, 70 kg.
    expect((await estimateCalories(host, activity.id)).estimate).toMatchObject({
      met: 7.3,
      kcal: 510,
      weight_given: false,
    });
    // Not yet started: the server says when a result can be written.
    const early = await reportActivityResult(host, activity.id, {
      team_a: [hostId],
      team_b: [rivalId],
      winner: 'a',
    }).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(ApiError);
    expect((early as ApiError).status).toBe(409);
    const answer = await answerActivityResult(rival, activity.id, true).catch(
      (error: unknown) => error,
    );
    expect((answer as ApiError).status).toBe(409);
  });

  it('signs a registered application in (device mode)', async () => {
    const app = clientFor(server);
    const { token } = await deviceSignIn(app, {
      name: app.environment.deviceName,
      password: app.environment.deviceKey,
    });
    expect(token).toEqual(expect.any(String));
    expect(app.session.state.token).toBe(token);
  });

  it('erases an account, which ends its session', async () => {
    const client = clientFor(server);
    const session = await registerThroughSdk(server, client, 'se-va@example.com');
    await deleteUser(client, session.user.id);
    expect(client.session.state).toEqual({});
    await expect(
      signIn(client, { email_or_phone: 'se-va@example.com', password: 'secreto123' }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('lets staff publish feedback as a testimonial, and withdraw it', async () => {
    const author = clientFor(server);
    await registerThroughSdk(server, author, 'opina@example.com', { firstname: 'Olga' });
    const entry = await sendFeedback(author, { stars: 5, description: 'Muy recomendable' });
    const staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
    const published = (await listTestimonials(clientFor(server), { pageSize: 100 })).data;
    expect(published.map((item) => item.id)).not.toContain(entry.id);
    await publishFeedback(staff, entry.id, true);
    const after = (await listTestimonials(clientFor(server), { pageSize: 100 })).data;
    expect(after.map((item) => item.id)).toContain(entry.id);
    await publishFeedback(staff, entry.id, false);
  });

  it('takes a message to the team from Ayuda to staff, who mark it handled', async () => {
    const member = clientFor(server);
    await registerThroughSdk(server, member, 'ayuda@example.com', { firstname: 'Nuria' });
    const sent = await sendHelpMessage(member, {
      topic: 'bug',
      message: 'El mapa no me carga en el móvil.',
    });
    const staff = clientFor(server);
    await signIn(staff, { email_or_phone: STAFF.email, password: STAFF.password });
    const open = (await listStaffHelpMessages(staff, { status: 'open', pageSize: 100 })).data;
    expect(open.find((item) => item.id === sent.id)).toMatchObject({
      user: { firstname: 'Nuria' },
      email: 'ayuda@example.com',
    });
    await setHelpMessageHandled(staff, sent.id, true);
    const [mine] = (await listHelpMessages(member)).data;
    expect(mine).toMatchObject({ id: sent.id, handledAt: expect.any(String) });
  });
});

describe('realtime authorisation in one request', () => {
  it("signs the user's own channels and refuses another's, each on its own", async () => {
    const client = clientFor(server);
    const { wstoken } = await registerThroughSdk(server, client, 'canales@example.com');
    const own = `private-friendship.${wstoken}`;
    const theirs = `private-friendship.${'f'.repeat(64)}`;
    const answers = await authorizeChannels(client, '123.456', [own, theirs]);
    expect(answers[own]).toEqual({ status: 200, data: { auth: expect.any(String) } });
    expect(answers[theirs]).toEqual({ status: 403 });
  });
});

// Runs last: it reads what every test above sent.
describe('the SDK and the API agree', () => {
  it('every SDK request is documented with its fields; every route and every SDK call was used', async () => {
    const response = await fetch(`${server.host}/api/docs/json`);
    const document = (await response.json()) as ApiDocument;
    expect(disagreements(document, ledger, await sdkCalls())).toEqual([]);
    // The realtime routes are called by pusher-js, at the paths the live layer gives it.
    for (const path of [REALTIME_DEFAULTS.authPath, REALTIME_DEFAULTS.userAuthPath]) {
      expect(findOperation(document, 'POST', `/api${path}`), path).toBeDefined();
    }
  });
});
