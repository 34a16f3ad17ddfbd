import type { ChatSummary } from '@app/contract/activities';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { MessagesService } from './messages.service.js';

/**
 * The member's chats (`GET /chat`): one per activity they host or hold a place in, the one
 * with the newest message first (a chat without messages counts from when the member came
 * in). A member has tens or hundreds of chats, never a city's worth: the list is put in order
 * in memory and only the page asked for is turned into activities.
 */
export function createChatsService(deps: {
  activities: Pick<ActivitiesService, 'hostedSince' | 'viewsOf'>;
  matches: Pick<MatchesService, 'heldBy'>;
  messages: Pick<MessagesService, 'chatStats'>;
}) {
  const { activities, matches, messages } = deps;
  return {
    async list(userId: number, limit: number, offset: number) {
      const [hosted, held] = await Promise.all([
        activities.hostedSince(userId),
        matches.heldBy(userId),
      ]);
      const entries = [
        ...hosted.map((row) => ({
          activityId: row.id,
          role: 'host' as const,
          match: null,
          since: row.createdAt,
        })),
        ...held.map((row) => ({
          activityId: row.activityId,
          role: 'member' as const,
          match: row.id,
          since: row.createdAt,
        })),
      ];
      const stats = await messages.chatStats(
        userId,
        entries.map((entry) => entry.activityId),
      );
      const lastAt = (entry: (typeof entries)[number]) => {
        const last = stats.get(entry.activityId)?.last;
        return last ? Date.parse(last.createdAt) : entry.since.getTime();
      };
      const ordered = entries
        .map((entry) => ({ entry, at: lastAt(entry) }))
        .sort((a, b) => b.at - a.at || b.entry.activityId - a.entry.activityId)
        .map(({ entry }) => entry);
      const page = ordered.slice(offset, offset + limit);
      const views = new Map(
        (await activities.viewsOf(page.map((entry) => entry.activityId))).map((view) => [
          view.id,
          view,
        ]),
      );
      const rows: ChatSummary[] = page.flatMap((entry) => {
        const activity = views.get(entry.activityId);
        if (!activity) return [];
        const stat = stats.get(entry.activityId);
        return [
          {
            activity,
            role: entry.role,
            match: entry.match,
            last_message: stat?.last ?? null,
            unread: stat?.unread ?? 0,
          },
        ];
      });
      return { rows, total: ordered.length };
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
