import type { RealtimeServer } from '@app/realtime/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { checkDevice } from './lib/device.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { createPlanPeople } from './modules/activities/plan-people.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { endedDevRoutes } from './modules/attendance/ended.dev-routes.js';
import { levelsRoutes } from './modules/levels/levels.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { coinsRoutes } from './modules/coins/coins.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { sponsorsRoutes } from './modules/sponsors/sponsors.routes.js';
import { challengesRoutes } from './modules/challenges/challenges.routes.js';
import { matchesRoutes } from './modules/matches/matches.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { deckRoutes } from './modules/deck/deck.routes.js';
import { wishesRoutes } from './modules/wishes/wishes.routes.js';
import { petitionsRoutes } from './modules/petitions/petitions.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { conceptsRoutes } from './modules/concepts/concepts.routes.js';
import { broadcastingRoutes } from './modules/broadcasting/broadcasting.routes.js';
import { deploysRoutes } from './modules/deploys/deploys.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { textsAdminRoutes } from './modules/texts/texts.admin.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { helpRoutes } from './modules/feedback/help.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { infoRoutes } from './modules/info/info.routes.js';
import { deliveryRoutes } from './modules/notifications/delivery.routes.js';
import { outboxRoutes } from './modules/notifications/outbox.routes.js';
import { photosRoutes } from './modules/photos/photos.routes.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { placeSearchRoutes } from './modules/place-search/place-search.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { textsRoutes } from './modules/texts/texts.routes.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { friendsRoutes } from './modules/friends/friends.routes.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { notificationCentreRoutes } from './modules/notification-centre/notification-centre.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { blocksRoutes } from './modules/blocks/blocks.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import type { Services } from './services.js';

/** The API's routes, each feature given only the services it uses. Mounted under /api. */
export async function registerApiRoutes(
  api: FastifyInstance,
  s: Services,
  config: Config,
  realtime: RealtimeServer,
  vapidPublicKey: string,
) {
  // Device mode: headers naming a client application must name a registered one, anywhere.
  api.addHook('onRequest', async (request) => {
    request.device = await checkDevice(request, s.devices);
  });
  await api.register(healthRoutes, { database: s.database });
  await api.register(infoRoutes, { info: s.info });
  await api.register(placesRoutes, { places: s.places, settings: s.settings });
  await api.register(placeSearchRoutes, { placeSearch: s.placeSearch, guards: s.guards });
  await api.register(conceptsRoutes, { concepts: s.concepts, settings: s.settings });
  await api.register(textsRoutes, { texts: s.texts, settings: s.settings });
  await api.register(authRoutes, {
    requestsPerHour: config.authRequestsPerHour,
    db: s.db,
    users: s.users,
    tokens: s.tokens,
    verification: s.verification,
    hasher: s.hasher,
    devices: s.devices,
    guards: s.guards,
  });
  // Before the users' routes: /user/blocked is not a user id.
  await api.register(blocksRoutes, { blocking: s.blocking, guards: s.guards });
  await api.register(usersRoutes, {
    users: s.users,
    media: s.media,
    blocks: s.blocks,
    guards: s.guards,
    beforeErase: (userId) => s.plans.endSubscriptionsOf(userId),
  });
  await api.register(photosRoutes, {
    media: s.media,
    users: s.users,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(exportRoutes, { users: s.users, dataExport: s.dataExport, guards: s.guards });
  await api.register(activitiesRoutes, {
    activities: s.activities,
    petitions: s.petitions,
    matches: s.matches,
    levels: s.levels,
    blocks: s.blocks,
    plans: s.plans,
    concepts: s.concepts,
    attendance: s.attendance,
    planPeople: createPlanPeople({ matches: s.matches, users: s.users, blocks: s.blocks }),
    guards: s.guards,
  });
  await api.register(friendsRoutes, {
    friends: s.friends,
    invitations: s.invitations,
    activities: s.activities,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(petitionsRoutes, { petitions: s.petitions, guards: s.guards });
  await api.register(deckRoutes, { deck: s.deck, guards: s.guards });
  await api.register(wishesRoutes, { wishes: s.wishes, blocks: s.blocks, guards: s.guards });
  await api.register(matchesRoutes, {
    matches: s.matches,
    petitions: s.petitions,
    activities: s.activities,
    users: s.users,
    guards: s.guards,
  });
  await api.register(attendanceRoutes, {
    attendance: s.attendance,
    activities: s.activities,
    matches: s.matches,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(levelsRoutes, {
    levels: s.levels,
    attendance: s.attendance,
    activities: s.activities,
    matches: s.matches,
    concepts: s.concepts,
    users: s.users,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(pointsRoutes, { points: s.points, places: s.places, guards: s.guards });
  await api.register(coinsRoutes, { coins: s.coins, users: s.users, guards: s.guards });
  await api.register(storeRoutes, {
    store: s.store,
    users: s.users,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(plansRoutes, { plans: s.plans, guards: s.guards });
  await api.register(statsRoutes, { stats: s.stats, guards: s.guards });
  await api.register(sponsorsRoutes, { sponsors: s.sponsors, guards: s.guards });
  await api.register(challengesRoutes, {
    challenges: s.challenges,
    activities: s.activities,
    guards: s.guards,
  });
  await api.register(messagesRoutes, {
    messages: s.messages,
    chats: s.chats,
    activities: s.activities,
    matches: s.matches,
    blocks: s.blocks,
    guards: s.guards,
  });
  await api.register(conversationsRoutes, {
    conversations: s.conversations,
    messages: s.conversationMessages,
    guards: s.guards,
  });
  await api.register(groupsRoutes, {
    groups: s.groups,
    activities: s.activities,
    guards: s.guards,
  });
  await api.register(notificationCentreRoutes, { centre: s.notices, guards: s.guards });
  await api.register(reportsRoutes, {
    reports: s.reports,
    moderation: s.moderation,
    guards: s.guards,
  });
  await api.register(textsAdminRoutes, { texts: s.texts, guards: s.guards });
  await api.register(deploysRoutes, {
    deploys: s.deploys,
    guards: s.guards,
    limitBytes: config.deployLimitBytes,
  });
  await api.register(broadcastingRoutes, { realtime, groups: s.groups, guards: s.guards });
  await api.register(feedbackRoutes, { feedback: s.feedback, guards: s.guards });
  await api.register(helpRoutes, { help: s.help, guards: s.guards });
  await api.register(pushRoutes, { push: s.push, publicKey: vapidPublicKey, guards: s.guards });
  await api.register(deliveryRoutes, { notifier: s.notifier, guards: s.guards });
  if (!config.production) {
    await api.register(outboxRoutes, { notifier: s.notifier });
    await api.register(endedDevRoutes, {
      activities: s.activities,
      counting: s.counting,
      guards: s.guards,
    });
  }
}
