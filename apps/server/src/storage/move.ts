import type { FileStorage } from '../lib/file-storage.js';

export type MoveReport = {
  /** Files copied to the target on this run, and their bytes. */
  moved: number;
  movedBytes: number;
  /** Files the target already held at the same size (an earlier, maybe interrupted, run). */
  present: number;
  /** Source files removed once the target was seen to hold them (with `removeSource`). */
  removed: number;
  failed: { name: string; error: string }[];
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies every file of `from` (DATA_DIR/files) into `to` (the bucket) under the same name, one
 * at a time and streamed, so memory stays flat whatever the files' sizes. Idempotent and
 * resumable: a file the target already holds at the same size is left alone, and an object only
 * appears once its upload completes, so a run stopped half-way is finished by running it again.
 * A file that fails is reported and the rest go on. With `removeSource`, each file leaves the
 * disk only after the target answers with its size.
 */
export async function moveFiles(
  from: FileStorage,
  to: FileStorage,
  options: { removeSource?: boolean; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const report: MoveReport = { moved: 0, movedBytes: 0, present: 0, removed: 0, failed: [] };
  for await (const file of from.list()) {
    try {
      if ((await to.size(file.name)) === file.size) {
        report.present++;
      } else {
        const source = await from.read(file.name);
        if (!source) continue; // gone since it was listed (removed by the running server)
        await to.writeStream(file.name, source.stream);
        const stored = await to.size(file.name);
        if (stored !== file.size) {
          throw new Error(`the target holds ${stored ?? 'nothing'} bytes of ${file.size}`);
        }
        report.moved++;
        report.movedBytes += file.size;
        log(`copied ${file.name} (${megabytes(file.size)})`);
      }
      if (options.removeSource) {
        await from.remove(file.name);
        report.removed++;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report.failed.push({ name: file.name, error: message });
      log(`FAILED ${file.name}: ${message}`);
    }
  }
  log(
    `${report.moved} copied (${megabytes(report.movedBytes)}), ${report.present} already there, ` +
      `${report.removed} removed from the disk, ${report.failed.length} failed`,
  );
  return report;
}
