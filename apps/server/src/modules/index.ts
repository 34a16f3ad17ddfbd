import type { ServerModule } from '../module.js';
import { activitiesModule } from './activities/module.js';
import { attendanceModule } from './attendance/module.js';
import { authModule } from './auth/module.js';
import { blocksModule } from './blocks/module.js';
import { broadcastingModule } from './broadcasting/module.js';
import { challengesModule } from './challenges/module.js';
import { coinsModule } from './coins/module.js';
import { conceptsModule } from './concepts/module.js';
import { conversationsModule } from './conversations/module.js';
import { deckModule } from './deck/module.js';
import { deploysModule } from './deploys/module.js';
import { devicesModule } from './devices/module.js';
import { exportModule } from './export/module.js';
import { feedbackModule } from './feedback/module.js';
import { friendsModule } from './friends/module.js';
import { groupsModule } from './groups/module.js';
import { healthModule } from './health/module.js';
import { infoModule } from './info/module.js';
import { invitationLinksModule } from './invitation-links/module.js';
import { levelsModule } from './levels/module.js';
import { matchesModule } from './matches/module.js';
import { messagesModule } from './messages/module.js';
import { notificationCentreModule } from './notification-centre/module.js';
import { notificationsModule } from './notifications/module.js';
import { petitionsModule } from './petitions/module.js';
import { photosModule } from './photos/module.js';
import { placeSearchModule } from './place-search/module.js';
import { placesModule } from './places/module.js';
import { plansModule } from './plans/module.js';
import { pointsModule } from './points/module.js';
import { pushModule } from './push/module.js';
import { remindersModule } from './reminders/module.js';
import { reportsModule } from './reports/module.js';
import { shareModule } from './share/module.js';
import { sponsorsModule } from './sponsors/module.js';
import { statsModule } from './stats/module.js';
import { storeModule } from './store/module.js';
import { textsModule } from './texts/module.js';
import { usersModule } from './users/module.js';
import { wishesModule } from './wishes/module.js';

/**
 * Every API module, in the order their routes are registered (and their erasers run). A new
 * module is its folder, with its module.ts, and one line here. The website (web/) and the map
 * files (map/) are served outside /api, by app.ts.
 */
export const modules: readonly ServerModule[] = [
  healthModule,
  infoModule,
  placesModule,
  placeSearchModule,
  conceptsModule,
  textsModule,
  devicesModule,
  authModule,
  blocksModule,
  usersModule,
  photosModule,
  exportModule,
  activitiesModule,
  shareModule,
  friendsModule,
  petitionsModule,
  deckModule,
  wishesModule,
  matchesModule,
  attendanceModule,
  levelsModule,
  pointsModule,
  coinsModule,
  storeModule,
  plansModule,
  statsModule,
  sponsorsModule,
  challengesModule,
  messagesModule,
  conversationsModule,
  groupsModule,
  invitationLinksModule,
  notificationCentreModule,
  reportsModule,
  deploysModule,
  broadcastingModule,
  feedbackModule,
  pushModule,
  notificationsModule,
  remindersModule,
];
