import { jsonArrayStream, jsonDocument } from '../../lib/json-stream.js';
import { textEntry, type ZipEntry } from '../../lib/zip-archive.js';
import type { ActivitySummary } from '../activities/activities.service.js';

/**
 * One file of a member's data export ("Descargar mis datos", decision 0013), as the module
 * that keeps its data offers it in its module.ts (`exportFiles`). The archive holds them in
 * the modules' list order, after LEEME.txt, which names each with what it holds.
 */
export type ExportFile = {
  /** As LEEME.txt names it: the file's name (`fotos.json y la carpeta fotos/` for a folder). */
  title: string;
  /** What it holds, in Spanish, as the person reads it. */
  about: string;
  /**
   * Its entries in `userId`'s copy. A list (`jsonList`) is read from the database only when
   * the archive gets there; a document (`jsonFile`) is read here, before the first byte.
   */
  entries: (userId: number, tools: ExportTools) => Promise<ZipEntry[]>;
};

/** What a batch of rows names: activities by id, and people by id (id and first name). */
export type Lookups = {
  summaries: Map<number, ActivitySummary>;
  names: Map<number, { id: number; firstname: string }>;
};

/** What the export lends each file. */
export type ExportTools = {
  /** The rows of `source`, shaped with the activities and people they name, a batch at a time. */
  named<T extends { activityId: number }, U>(
    source: AsyncIterable<T>,
    peopleOf: (row: T) => number[],
    shape: (row: T, lookups: Lookups) => U,
  ): AsyncIterable<U>;
};

/** A JSON list whose items are read from the database only when the archive gets there. */
export const jsonList = (name: string, items: () => AsyncIterable<unknown>): ZipEntry => ({
  name,
  open: () => jsonArrayStream(items()),
});

/** A JSON document, already read. */
export const jsonFile = (name: string, value: unknown): ZipEntry =>
  textEntry(name, jsonDocument(value));

/**
 * Someone else in a member's copy: the id and first name anyone sees in the app, nothing
 * private. Null when they are gone (their account was erased meanwhile).
 */
export function personIn({ names }: Lookups, id: number | undefined) {
  const found = id === undefined ? undefined : names.get(id);
  return found ? { id: found.id, firstname: found.firstname } : null;
}

/** An activity named in a member's copy: its text and start, not its place. */
export function activityIn({ summaries }: Lookups, id: number) {
  const found = summaries.get(id);
  return found ? { id: found.id, description: found.description, start_at: found.start_at } : null;
}
