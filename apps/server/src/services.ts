import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createActivitiesService } from './modules/activities/activities.service.js';
import { createMatchesService } from './modules/matches/matches.service.js';
import { chatLoader } from './modules/messages/chat.resource.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createPetitionsService } from './modules/petitions/petitions.service.js';
import { createFileStorage } from './lib/file-storage.js';
import { createPublisher, type RealtimePublish } from './lib/publisher.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { createSessionGuards } from './modules/auth/session.js';
import { createTokensService } from './modules/auth/tokens.service.js';
import { createVerificationService } from './modules/auth/verification.service.js';
import { createConceptsService } from './modules/concepts/concepts.service.js';
import { createDeploysService } from './modules/deploys/deploys.service.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { createFeedbackService } from './modules/feedback/feedback.service.js';
import { createInfoService } from './modules/info/info.service.js';
import { createSettingsService } from './modules/info/settings.service.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { createMediaService } from './modules/photos/media.service.js';
import { createPlacesService } from './modules/places/places.service.js';
import { createTextsService } from './modules/texts/texts.service.js';
import { createUsersService } from './modules/users/users.service.js';

/**
 * Every feature's service, wired once. Routes receive only the services they use.
 */
export function createServices(
  database: Database,
  config: Config,
  secrets: { passwordPepper: string },
  publish: RealtimePublish,
  log: { warn(obj: object, msg: string): void },
) {
  const { db } = database;
  const settings = createSettingsService(db);
  const notifier = createNotifier(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const tokens = createTokensService(db, { ttlMs: config.tokenTtlMs, idleMs: config.tokenIdleMs });
  // Counted from the data each time, so they stay true through every transition (asked only
  // once a request runs, after petitions and messages below exist).
  const users = createUsersService(
    db,
    async (userId) => ({
      matchesCount: await petitions.pendingCount(userId),
      messagesCount: await messages.unreadCount(userId),
    }),
    (userId, tx) => tokens.revokeUser(userId, undefined, tx),
  );
  // Every realtime event leaves through this one publisher, after its work has committed.
  const publisher = createPublisher(publish, users.wstokensOf, log);
  const activities = createActivitiesService(db);
  const petitions = createPetitionsService(db, publisher);
  const messages = createMessagesService(db, {
    publisher,
    chatOf: (activityId) => chatLoader(activities)({ id: activityId }),
  });
  const storage = createFileStorage(path.join(config.dataDir, 'files'));
  return {
    database,
    db,
    settings,
    notifier,
    tokens,
    users,
    storage,
    concepts: createConceptsService(db, settings),
    places: createPlacesService(db, settings, config.countries),
    texts: createTextsService(db, settings),
    devices: createDevicesService(db),
    info: createInfoService(settings),
    hasher: createPasswordHasher(secrets.passwordPepper, config.hashing),
    verification: createVerificationService(db, notifier, {
      pepper: secrets.passwordPepper,
      sendsPerHour: config.verificationSendsPerHour,
    }),
    media: createMediaService(db, storage, users),
    feedback: createFeedbackService(db),
    activities,
    petitions,
    messages,
    matches: createMatchesService(db),
    deploys: createDeploysService(db, storage, settings),
    guards: createSessionGuards(tokens, users),
  };
}

export type Services = ReturnType<typeof createServices>;
