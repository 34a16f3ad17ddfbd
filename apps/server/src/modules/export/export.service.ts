import { inBatches } from '../../lib/pages.js';
import { textEntry, type ZipEntry } from '../../lib/zip-archive.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ExportFile, ExportTools } from './export-file.js';
import { readme } from './export.files.js';

/** Rows named per round of lookups (two queries: the activities, then the people). */
const NAMING_BATCH = 100;

export type DataExportDependencies = {
  /** Whose copy it is, and the names of the people the files point at. */
  users: Pick<UsersService, 'names'>;
  /** The activities the files point at. */
  activities: Pick<ActivitiesService, 'summaries'>;
  /** Every module's files, in the archive's order (module.ts `exportFiles`). */
  files: ExportFile[];
};

/**
 * "Descargar mis datos": a member's copy of everything the service holds about them. Each
 * module offers its files in its module.ts (`exportFiles`), read a page at a time; this module
 * only puts them in one archive after LEEME.txt and names, a batch at a time, the other people
 * and activities they point at (docs/decisions/0013-data-export.md).
 */
export function createDataExportService(deps: DataExportDependencies) {
  const { users, activities, files } = deps;

  const tools: ExportTools = {
    async *named(source, peopleOf, shape) {
      for await (const batch of inBatches(source, NAMING_BATCH)) {
        const summaries = await activities.summaries(batch.map((row) => row.activityId));
        const hosts = [...summaries.values()].map((summary) => summary.hostId);
        const names = await users.names([...batch.flatMap(peopleOf), ...hosts]);
        for (const row of batch) yield shape(row, { summaries, names });
      }
    },
  };

  return {
    /**
     * The files of `userId`'s copy, in archive order, or undefined without such a user. Lists
     * are read while the archive is written; documents (the profile, sessions, photo list and
     * a few short ones) are read here.
     */
    async filesFor(userId: number, now: Date): Promise<ZipEntry[] | undefined> {
      const owner = (await users.names([userId])).get(userId);
      if (!owner) return undefined;
      const entries: ZipEntry[] = [];
      for (const file of files) entries.push(...(await file.entries(userId, tools)));
      return [textEntry('LEEME.txt', readme(owner, now, files)), ...entries];
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
