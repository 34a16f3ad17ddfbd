import type { Activity } from '@app/contract/activities';
import { personRef } from './lib/person-ref.js';
import { PLAN_PAGE } from '@app/contract/plans';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Metrics } from './lib/metrics.js';
import { createActivitiesService } from './modules/activities/activities.service.js';
import { createMatchesService } from './modules/matches/matches.service.js';
import * as chatPolicy from './modules/messages/chat.policy.js';
import { chatLoader } from './modules/messages/chat.resource.js';
import { createChatsService } from './modules/messages/chats.service.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createDeckService } from './modules/deck/deck.service.js';
import { createBlockingService } from './modules/blocks/blocking.service.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { createConversationMessagesService } from './modules/conversations/conversation-messages.service.js';
import { createConversationsService } from './modules/conversations/conversations.service.js';
import { createFriendsService } from './modules/friends/friends.service.js';
import { createGroupsService } from './modules/groups/groups.service.js';
import { createInvitationsService } from './modules/friends/invitations.service.js';
import { createWishesService } from './modules/wishes/wishes.service.js';
import { createModerationService } from './modules/reports/moderation.service.js';
import type { ReportSubjects } from './modules/reports/reported-content.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createNotificationCentre } from './modules/notification-centre/notification-centre.service.js';
import { createPetitionsService } from './modules/petitions/petitions.service.js';
import { createAttendanceService } from './modules/attendance/attendance.service.js';
import { createCountingService } from './modules/attendance/counting.service.js';
import { createLevelsService } from './modules/levels/levels.service.js';
import { createCoinsService } from './modules/coins/coins.service.js';
import { createStoreService } from './modules/store/store.service.js';
import { createChallengesService } from './modules/challenges/challenges.service.js';
import { createSponsorsService } from './modules/sponsors/sponsors.service.js';
import { createPointsService } from './modules/points/points.service.js';
import { createStripeProvider } from './modules/plans/payment-provider.js';
import { createPlansService } from './modules/plans/plans.service.js';
import { createStatsService } from './modules/stats/stats.service.js';
import type { Clock } from './lib/clock.js';
import { openFileStorage } from './lib/object-storage.js';
import { HttpError } from './lib/http-errors.js';
import { createPublisher, type RealtimePublish, type RealtimeRemove } from './lib/publisher.js';
import type { VapidKeys } from './lib/secrets.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { createSessionGuards } from './modules/auth/session.js';
import { createTokensService } from './modules/auth/tokens.service.js';
import { createVerificationService } from './modules/auth/verification.service.js';
import { createConceptsService } from './modules/concepts/concepts.service.js';
import { createDeploysService } from './modules/deploys/deploys.service.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { createDataExportService } from './modules/export/export.service.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createHelpService } from './modules/feedback/help.service.js';
import { createInfoService } from './modules/info/info.service.js';
import { createPlaceSearch } from './modules/place-search/place-search.service.js';
import { createSettingsService } from './modules/info/settings.service.js';
import { createDeliveryQueue } from './modules/notifications/delivery-queue.js';
import { createNotifier, type Notice } from './modules/notifications/notifier.js';
import { sendersFor, type Sender } from './modules/notifications/senders.js';
import { createMediaService } from './modules/photos/media.service.js';
import { createPlacesService } from './modules/places/places.service.js';
import { createPushNotifier } from './modules/push/push.notifier.js';
import { createPushService } from './modules/push/push.service.js';
import { createTextsService } from './modules/texts/texts.service.js';
import { createUsersService } from './modules/users/users.service.js';

/**
 * Counts each send where it really happens, at the channel's sender as the delivery queue runs
 * it: `sent` when a provider took it, `kept` by the development outbox, `failed` when it threw
 * (the queue then retries).
 */
function countSends(
  senders: Record<Notice['channel'], Sender>,
  metrics: Metrics | undefined,
): Record<Notice['channel'], Sender> {
  if (!metrics) return senders;
  const counted = (channel: Notice['channel'], sender: Sender): Sender => ({
    ...sender,
    async send(notice) {
      try {
        await sender.send(notice);
      } catch (error) {
        metrics.notice(channel, 'failed');
        throw error;
      }
      metrics.notice(channel, sender.name === 'outbox' ? 'kept' : 'sent');
    },
  });
  return { email: counted('email', senders.email), sms: counted('sms', senders.sms) };
}

/**
 * Every feature's service, wired once. Routes receive only the services they use. `clock` is
 * the demo seed's, to replay invented history; the server gives none (lib/clock.ts).
 */
export function createServices(
  database: Database,
  config: Config,
  secrets: { passwordPepper: string; vapid: VapidKeys },
  /**
   * The realtime server; null when none runs (the demo seed, which writes while the server is
   * stopped): events are dropped and nothing is pushed.
   */
  realtime: {
    publish: RealtimePublish;
    /** Takes a channel back from users on every node (someone out of a group). */
    removeFromChannel: RealtimeRemove;
    /** Which of these channels have a live subscriber (see push.notifier.ts). */
    occupied: (channels: string[]) => Promise<boolean[]>;
  } | null,
  log: { warn(obj: object, msg: string): void },
  clock?: Clock,
  /** The app's metrics registry (lib/metrics.ts); none for the demo seed. */
  metrics?: Metrics,
) {
  const { db } = database;
  const storage = openFileStorage(config);
  const settings = createSettingsService(db);
  // Everything sent out is a job first (docs/decisions/0043-delivery-queue.md).
  const delivery = createDeliveryQueue(database, {
    ...config.delivery,
    log,
    ...(metrics && { onAttempt: (kind, outcome) => metrics.attempt(kind, outcome) }),
  });
  metrics?.watchQueue(() => delivery.depth());
  const notifier = createNotifier(db, {
    queue: delivery,
    senders: countSends(sendersFor(db, config), metrics),
    log,
  });
  const tokens = createTokensService(db, { ttlMs: config.tokenTtlMs, idleMs: config.tokenIdleMs });
  const verification = createVerificationService(db, notifier, {
    pepper: secrets.passwordPepper,
    sendsPerHour: config.verificationSendsPerHour,
    phoneSignup: config.phoneSignup,
  });
  const concepts = createConceptsService(db, settings);
  const blocks = createBlocksService(db);
  const places = createPlacesService(db, settings, config.countries);
  const contactsOf = (user: { email: string | null; phone: string | null }) =>
    [user.email, user.phone].filter((value): value is string => value !== null);
  const users = createUsersService(db, {
    concepts,
    places,
    // Counted from the data each time, so they stay true through every transition (asked
    // only once a request runs, after petitions and messages below exist).
    counters: async (userId) => ({
      matchesCount: await petitions.pendingCount(userId),
      messagesCount: await messages.unreadCount(userId),
    }),
    // An erased account's tokens are revoked first, not only cascaded: revoking tells
    // whoever holds what they authorised (realtime sockets) that it is over.
    blocks,
    erasers: [
      (user, tx) => tokens.revokeUser(user.id, undefined, tx),
      (user, tx) => verification.forgetContacts(contactsOf(user), tx),
      (user, tx) => notifier.forgetRecipients(contactsOf(user), tx),
      // Created below; asked only when an account is erased.
      (user, tx) => groups.succeedErasedOwner(user.id, tx),
    ],
    clock,
  });
  const matches = createMatchesService(db, clock);
  const activities = createActivitiesService(db, {
    concepts,
    places,
    matches,
    users,
    blocks,
    // Created below, with the publisher; asked only once a request runs.
    friendIdsOf: (userId) => friends.idsOf(userId),
    promotions: {
      highlightedUntil: (ids) => store.highlightedUntil(ids),
      highlightedIds: (now) => store.highlightedIds(now),
      boostedUserIds: (now) => store.boostedUserIds(now),
    },
    sponsors: {
      viewsOf: (ids) => sponsors.viewsOf(ids),
      mustExist: (id, field) => sponsors.mustExist(id, field),
    },
    groups: {
      idsOf: (userId) => groups.idsOf(userId),
      isMember: (groupId, userId) => groups.isMember(groupId, userId),
    },
    clock,
  });
  const push = createPushService(db, { serviceHosts: config.push.serviceHosts });
  // Requests, answers and messages also reach members with no app open, as Web Push.
  const pushNotifier = realtime
    ? createPushNotifier({
        push,
        queue: delivery,
        db,
        lookups: {
          activityText: async (id) => (await activities.summaries([id])).get(id)?.description,
          firstName: async (id) => (await users.names([id])).get(id)?.firstname,
          blockedWith: (id, others) => blocks.among(id, others),
          conversationGroup: async (id) => (await groups.ofConversations([id])).get(id)?.name,
          groupName: async (id) => (await groups.names([id])).get(id),
        },
        occupied: realtime.occupied,
        vapid: { ...secrets.vapid, subject: config.push.subject },
        log,
        onOutcome: (outcome) => metrics?.notice('push', outcome),
      })
    : undefined;
  // Every realtime event leaves through this one publisher, after its work has committed.
  const publisher = createPublisher(
    realtime?.publish ?? null,
    users.wstokensOf,
    log,
    pushNotifier ? [pushNotifier.onPublished] : [],
    realtime?.removeFromChannel ?? null,
  );
  const notices = createNotificationCentre(db, {
    publisher,
    users,
    activities,
    blocks,
    groups: {
      names: (ids) => groups.names(ids),
      ofConversations: (ids) => groups.ofConversations(ids),
    },
    clock,
  });
  const petitions = createPetitionsService(db, {
    publisher,
    notices,
    blocks,
    activities,
    matches,
    concepts,
    users,
    // Created below, after coins; asked only once a request runs.
    plans: { mustAllow: (userId, entitlement) => plans.mustAllow(userId, entitlement) },
    clock,
  });
  const friends = createFriendsService(db, { publisher, users, blocks, notices, clock });
  const points = createPointsService(db, { places, users, blocks, clock });
  const coins = createCoinsService(db, { activities, clock });
  const store = createStoreService(db, { coins, activities, clock });
  const plans = createPlansService(db, {
    coins,
    users,
    payments: config.payments && {
      provider: createStripeProvider(config.payments),
      prices: config.payments.prices,
    },
    returnUrl: `${config.publicUrl}${PLAN_PAGE}`,
    log,
    clock,
  });
  const levels = createLevelsService(db, { matches, users, concepts, publisher, notices, clock });
  const sponsors = createSponsorsService(db, { storage, clock });
  const challenges = createChallengesService(db, {
    coins,
    badges: store,
    levels,
    concepts,
    sponsors,
    users,
    blocks,
    clock,
  });
  const counting = createCountingService(db, {
    publisher,
    activities,
    points,
    coins,
    challenges,
    clock,
  });
  const attendance = createAttendanceService(db, {
    publisher,
    activities,
    matches,
    users,
    places,
    counting,
    notices,
    clock,
  });
  const deck = createDeckService(db, {
    plans,
    activities,
    levels,
    blocks,
    petitions,
    matches,
    users,
    concepts,
    places,
    clock,
  });
  const wishes = createWishesService(db, {
    plans,
    publisher,
    notices,
    blocks,
    users,
    places,
    concepts,
    activities,
    petitions,
    clock,
  });
  const invitations = createInvitationsService(db, {
    publisher,
    blocks,
    notices,
    friends,
    activities,
    petitions,
    concepts,
    users,
    clock,
  });
  const conversationMessages = createConversationMessagesService(db, {
    publisher,
    notices,
    blocks,
    clock,
  });
  const conversations = createConversationsService(db, {
    users,
    blocks,
    mayTalk: async (a, b) =>
      (await friends.friendsAmong(a, [b])).has(b) || (await wishes.answeredBetween(a, b)),
    groupsOf: (ids) => groups.ofConversations(ids),
    messages: () => conversationMessages,
    clock,
  });
  const groups = createGroupsService(db, {
    publisher,
    notices,
    conversations,
    users,
    blocks,
    friends,
    places,
    storage,
    clock,
  });
  const blocking = createBlockingService(db, {
    blocks,
    users,
    activities,
    matches,
    petitions,
    wishes,
    friends,
    invitations,
    notices,
    conversations,
    groups,
  });
  const loadChat = chatLoader(activities, matches);
  const messages = createMessagesService(db, {
    publisher,
    chatOf: (activityId) => loadChat({ id: activityId }),
    activities,
    matches,
    notices,
    clock,
  });
  // What members report, read and taken down through the modules that own it (decision 0024).
  const unlessMissing = <T>(load: Promise<T>) =>
    load.catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
  // What staff see of a reported thing now (decision 0024): its words, whose it is, its page.
  const personOf = async (id: number | null) => {
    const user = id === null ? undefined : (await users.names([id])).get(id);
    return user ? personRef(user) : null;
  };
  const fullName = (user: { firstname: string; lastname: string | null }) =>
    [user.firstname, user.lastname].filter(Boolean).join(' ');
  const planTitle = (plan: Activity) => plan.discipline?.name ?? plan.type?.name ?? 'Plan';
  const planPlace = (plan: Activity) =>
    [plan.location.address, plan.city?.name].filter(Boolean).join(', ') || null;
  const nothingElse = { starts_at: null, place: null, chat: null };
  const reportSubjects: ReportSubjects = {
    user: {
      find: async (id) => {
        const user = await users.findById(id);
        if (!user) return undefined;
        return {
          ownerId: user.id,
          snapshot: [user.firstname, user.lastname].filter(Boolean).join(' '),
        };
      },
      show: async (id) => {
        const user = await users.publicView(id);
        if (!user) return undefined;
        return {
          ...nothingElse,
          title: fullName(user),
          text: null,
          person: { id: user.id, firstname: user.firstname, avatarUpdatedAt: user.avatarUpdatedAt },
          place: user.city?.name ?? null,
          link: { kind: 'user', id: user.id },
        };
      },
    },
    activity: {
      find: async (id, reporter) => {
        const activity = await unlessMissing(activities.get(id));
        if (!activity) return undefined;
        // A group's plan is seen by its members alone: the same rule as its page.
        if (reporter && !(await activities.seesGroupPlan(activity, reporter.userId))) {
          return undefined;
        }
        return { ownerId: activity.hostId, snapshot: activity.description };
      },
      hide: async (id) => activities.remove(await activities.get(id)),
      show: async (id) => {
        const [plan] = await activities.viewsOf([id]);
        if (!plan) return undefined;
        return {
          ...nothingElse,
          title: planTitle(plan),
          text: plan.description,
          person: await personOf(plan.user.id),
          starts_at: plan.start_at,
          place: planPlace(plan),
          link: { kind: 'activity', id: plan.id },
        };
      },
    },
    message: {
      find: async (id, reporter) => {
        const message = await messages.findById(id);
        if (!message || message.userId === null) return undefined;
        // Only someone in its chat has seen a message to report.
        if (reporter && !chatPolicy.canRead(reporter, await loadChat({ id: message.activityId }))) {
          return undefined;
        }
        const around = await messages.around(message);
        return {
          ownerId: message.userId,
          snapshot: message.message,
          context: around.map((line) => ({
            authorId: line.userId,
            text: line.message,
            reported: line.id === message.id,
          })),
        };
      },
      hide: async (id) => {
        const message = await messages.findById(id);
        if (message?.userId) await messages.remove(message, message.userId);
      },
      show: async (id) => {
        const message = await messages.findById(id);
        if (!message || message.userId === null) return undefined;
        const person = await personOf(message.userId);
        const [plan] = await activities.viewsOf([message.activityId]);
        return {
          ...nothingElse,
          title: `Mensaje de ${person?.firstname ?? 'una cuenta eliminada'}`,
          text: message.message,
          person,
          chat: plan
            ? `Chat del plan «${planTitle(plan)}»: ${plan.description}`
            : 'Chat de un plan',
          link: { kind: 'activity', id: message.activityId },
        };
      },
    },
    conversation_message: {
      find: async (id, reporter) => {
        const message = await conversationMessages.findById(id);
        if (!message || message.userId === null) return undefined;
        // Only a member of its conversation has seen it.
        if (reporter) {
          const members = await conversations.memberIdsOf(message.conversationId);
          if (!members.includes(reporter.userId)) return undefined;
        }
        const around = await conversationMessages.around(message);
        return {
          ownerId: message.userId,
          snapshot: message.message,
          context: around.map((line) => ({
            authorId: line.userId,
            text: line.message,
            reported: line.id === message.id,
          })),
        };
      },
      hide: async (id) => {
        const message = await conversationMessages.findById(id);
        if (!message?.userId) return;
        const ref = await conversations.load({ id: message.conversationId });
        await conversationMessages.remove(ref, message, message.userId);
      },
      show: async (id) => {
        const message = await conversationMessages.findById(id);
        if (!message || message.userId === null) return undefined;
        const person = await personOf(message.userId);
        const chat = await unlessMissing(conversations.load({ id: message.conversationId }));
        return {
          ...nothingElse,
          title: `Mensaje de ${person?.firstname ?? 'una cuenta eliminada'}`,
          text: message.message,
          person,
          chat: chat?.kind === 'group' ? 'Chat de un grupo' : 'Conversación privada',
          // A private chat has no page for staff: its author's profile instead.
          link: { kind: 'user', id: message.userId },
        };
      },
    },
    group: {
      find: async (id) => {
        const group = await unlessMissing(groups.load({ id }, 0));
        if (!group) return undefined;
        const owner = (await groups.members(0, id)).find((member) => member.role === 'owner');
        return {
          ownerId: owner?.user_id ?? 0,
          snapshot: [group.row.name, group.row.description].filter(Boolean).join('\n'),
        };
      },
      hide: async (id) => groups.remove(await groups.load({ id }, 0)),
      show: async (id) => {
        const group = await unlessMissing(groups.load({ id }, 0));
        if (!group) return undefined;
        const owner = (await groups.members(0, id)).find((member) => member.role === 'owner');
        return {
          ...nothingElse,
          title: group.row.name,
          text: group.row.description || null,
          person: await personOf(owner?.user_id ?? null),
          link: { kind: 'group', id },
        };
      },
    },
    wish: {
      find: async (id) => {
        const wish = await unlessMissing(wishes.get(id));
        return wish && { ownerId: wish.userId, snapshot: wish.text };
      },
      hide: async (id) => wishes.remove(await wishes.get(id)),
      show: async (id) => {
        const wish = await unlessMissing(wishes.get(id));
        if (!wish) return undefined;
        const person = await personOf(wish.userId);
        return {
          ...nothingElse,
          title: `Deseo de ${person?.firstname ?? 'una cuenta eliminada'}`,
          text: wish.text,
          person,
          // A wish has no page of its own: its author's profile.
          link: { kind: 'user', id: wish.userId },
        };
      },
    },
  };
  const media = createMediaService(db, storage, users, clock);
  const feedback = createFeedbackService(db, users);
  // Place search over the configured geocoder (docs/decisions/0037-geocoder.md).
  const placeSearch = createPlaceSearch(config.geocoder, log);
  const help = createHelpService(db, users);
  return {
    database,
    db,
    settings,
    delivery,
    notifier,
    tokens,
    users,
    storage,
    concepts,
    places,
    texts: createTextsService(db, settings),
    devices: createDevicesService(db),
    info: createInfoService(settings, config.map, placeSearch, config.phoneSignup),
    placeSearch,
    hasher: createPasswordHasher(secrets.passwordPepper, config.hashing),
    verification,
    media,
    feedback,
    help,
    activities,
    petitions,
    attendance,
    counting,
    levels,
    points,
    coins,
    store,
    plans,
    stats: createStatsService({
      plans,
      points,
      activities,
      levels,
      users,
      places,
      concepts,
      clock,
    }),
    sponsors,
    challenges,
    deck,
    wishes,
    blocks,
    blocking,
    friends,
    invitations,
    conversations,
    conversationMessages,
    groups,
    notices,
    reports: createReportsService(db, { subjects: reportSubjects, users, blocks, clock }),
    moderation: createModerationService(db, { subjects: reportSubjects, users, tokens, clock }),
    messages,
    chats: createChatsService({ activities, matches, messages }),
    matches,
    push,
    pushNotifier,
    deploys: createDeploysService(db, storage, settings, users),
    guards: createSessionGuards(tokens, users),
    dataExport: createDataExportService({
      users,
      tokens,
      media,
      activities,
      petitions,
      matches,
      messages,
      conversationMessages,
      feedback,
      help,
      attendance,
      points,
      levels,
      coins,
      store,
      challenges,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
