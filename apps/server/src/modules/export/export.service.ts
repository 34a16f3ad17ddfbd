import { jsonArrayStream, jsonDocument } from '../../lib/json-stream.js';
import { inBatches } from '../../lib/pages.js';
import { textEntry, type ZipEntry } from '../../lib/zip-archive.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { TokensService } from '../auth/tokens.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { StoreService } from '../store/store.service.js';
import type { ChallengesService } from '../challenges/challenges.service.js';
import type { PointsService } from '../points/points.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { HelpService } from '../feedback/help.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { ConversationMessagesService } from '../conversations/conversation-messages.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { MediaService } from '../photos/media.service.js';
import type { UsersService } from '../users/users.service.js';
import { EXPORT_FILES as FILES, readme } from './export.files.js';
import {
  joinedMatch,
  matchInHosted,
  receivedPetition,
  sentPetition,
  type Lookups,
} from './export.view.js';

/** Rows named per round of lookups (two queries: the activities, then the people). */
const NAMING_BATCH = 100;

/** Each module's part of the export, and the lookups that name other people and activities. */
export type DataExportDependencies = {
  users: Pick<UsersService, 'exportFor' | 'names'>;
  tokens: Pick<TokensService, 'exportFor'>;
  media: Pick<MediaService, 'exportFor'>;
  activities: Pick<ActivitiesService, 'exportFor' | 'summaries' | 'hostedBy'>;
  petitions: Pick<PetitionsService, 'exportFor'>;
  matches: Pick<MatchesService, 'exportFor'>;
  messages: Pick<MessagesService, 'exportFor'>;
  conversationMessages: Pick<ConversationMessagesService, 'exportFor'>;
  feedback: Pick<FeedbackService, 'exportFor'>;
  help: Pick<HelpService, 'exportFor'>;
  attendance: Pick<AttendanceService, 'exportFor'>;
  points: Pick<PointsService, 'exportFor'>;
  levels: Pick<LevelsService, 'exportFor'>;
  coins: Pick<CoinsService, 'exportFor'>;
  store: Pick<StoreService, 'exportFor'>;
  challenges: Pick<ChallengesService, 'exportFor'>;
};

/**
 * "Descargar mis datos": a member's copy of everything the service holds about them. Each
 * module offers its part through its own service (`exportFor`), read a page at a time; this
 * module only puts the parts in files and names, a batch at a time, the other people and
 * activities they point at (docs/decisions/0013-data-export.md).
 */
export function createDataExportService(deps: DataExportDependencies) {
  const { users, tokens, media, activities, petitions, matches, messages, feedback } = deps;
  const { conversationMessages, attendance, points, levels, coins, store, challenges, help } = deps;

  /** The rows of `source`, shaped with the activities and people they name. */
  async function* named<T extends { activityId: number }, U>(
    source: AsyncIterable<T>,
    peopleOf: (row: T) => number[],
    shape: (row: T, lookups: Lookups) => U,
  ): AsyncGenerator<U> {
    for await (const batch of inBatches(source, NAMING_BATCH)) {
      const summaries = await activities.summaries(batch.map((row) => row.activityId));
      const hosts = [...summaries.values()].map((summary) => summary.hostId);
      const names = await users.names([...batch.flatMap(peopleOf), ...hosts]);
      for (const row of batch) yield shape(row, { summaries, names });
    }
  }

  /** A JSON list whose items are read from the database only when the archive gets there. */
  const list = (name: string, items: () => AsyncIterable<unknown>): ZipEntry => ({
    name,
    open: () => jsonArrayStream(items()),
  });

  return {
    /**
     * The files of `userId`'s copy, in archive order, or undefined without such a user. Only
     * the profile, sessions and photo list are read here; every other file is read while the
     * archive is written.
     */
    async filesFor(userId: number, now: Date): Promise<ZipEntry[] | undefined> {
      const profile = await users.exportFor(userId);
      if (!profile) return undefined;
      const sessions = await tokens.exportFor(userId);
      const images = await media.exportFor(userId);
      const photoList = images.photos.map(({ read: _read, ...photo }) => ({
        ...photo,
        file: FILES.photo(photo.id),
      }));
      return [
        textEntry(FILES.readme, readme(profile, now)),
        textEntry(FILES.profile, jsonDocument(profile)),
        textEntry(FILES.sessions, jsonDocument(sessions)),
        { name: FILES.avatar, open: async () => (await images.readAvatar())?.stream },
        textEntry(FILES.photos, jsonDocument(photoList)),
        ...images.photos.map((photo) => ({
          name: FILES.photo(photo.id),
          open: async () => (await photo.read())?.stream,
        })),
        list(FILES.activities, () => activities.exportFor(userId)),
        list(FILES.petitionsSent, () =>
          named(petitions.exportFor(userId).sent, (row) => [row.toUserId], sentPetition),
        ),
        list(FILES.petitionsReceived, () =>
          named(petitions.exportFor(userId).received, (row) => [row.fromUserId], receivedPetition),
        ),
        list(FILES.matchesJoined, () =>
          named(
            matches.exportFor(userId, activities.hostedBy(userId)).joined,
            () => [],
            joinedMatch,
          ),
        ),
        list(FILES.matchesInHosted, () =>
          named(
            matches.exportFor(userId, activities.hostedBy(userId)).inHosted,
            (row) => [row.userId],
            matchInHosted,
          ),
        ),
        list(FILES.messages, () => messages.exportFor(userId)),
        list(FILES.conversationMessages, () => conversationMessages.exportFor(userId)),
        textEntry(FILES.attendance, jsonDocument(await attendance.exportFor(userId))),
        list(FILES.points, () => points.exportFor(userId)),
        textEntry(FILES.levels, jsonDocument(await levels.exportFor(userId))),
        list(FILES.coins, () => coins.exportFor(userId)),
        textEntry(FILES.store, jsonDocument(await store.exportFor(userId))),
        textEntry(FILES.challenges, jsonDocument(await challenges.exportFor(userId))),
        list(FILES.feedback, () => feedback.exportFor(userId)),
        list(FILES.help, () => help.exportFor(userId)),
      ];
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
