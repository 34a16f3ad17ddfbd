import type { ActivitiesService } from '../activities/activities.service.js';
import {
  activityIn,
  jsonList,
  personIn,
  type ExportFile,
  type Lookups,
} from '../export/export-file.js';
import type { ExportedMatch, MatchesService } from './matches.service.js';

/** A place the member took in someone's activity: which, and whose. */
const joinedMatch = (row: ExportedMatch, lookups: Lookups) => ({
  id: row.id,
  activity: activityIn(lookups, row.activityId),
  host: personIn(lookups, lookups.summaries.get(row.activityId)?.hostId),
  createdAt: row.createdAt,
});

/** A place someone took in one of the member's activities: who. */
const matchInHosted = (row: ExportedMatch, lookups: Lookups) => ({
  id: row.id,
  activity: activityIn(lookups, row.activityId),
  user: personIn(lookups, row.userId),
  createdAt: row.createdAt,
});

/** The places a member took, and those taken in their plans, in their data export (0013). */
export const matchesExportFiles = (
  matches: Pick<MatchesService, 'exportFor'>,
  activities: Pick<ActivitiesService, 'hostedBy'>,
): ExportFile[] => [
  {
    title: 'uniones.json',
    about:
      'Las actividades de otras personas a las que te has unido: cuál (id, descripción y fecha), quién la organiza (id y nombre) y desde cuándo.',
    entries: async (userId, { named }) => [
      jsonList('uniones.json', () =>
        named(matches.exportFor(userId, activities.hostedBy(userId)).joined, () => [], joinedMatch),
      ),
    ],
  },
  {
    title: 'uniones-a-tus-actividades.json',
    about: 'Las personas unidas a tus actividades: quién (id y nombre), a cuál y desde cuándo.',
    entries: async (userId, { named }) => [
      jsonList('uniones-a-tus-actividades.json', () =>
        named(
          matches.exportFor(userId, activities.hostedBy(userId)).inHosted,
          (row) => [row.userId],
          matchInHosted,
        ),
      ),
    ],
  },
];
