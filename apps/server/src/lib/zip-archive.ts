import { Readable, type PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * One file of an archive. `open` is called only when the file's turn comes, so a hundred
 * entries hold one open file (or one database page) at a time; undefined leaves the file out
 * (an image that is gone from the storage).
 */
export type ZipEntry = {
  name: string;
  open: () => Promise<Readable | undefined> | Readable | undefined;
};

/** An entry whose content is already known: a short text or JSON document. */
export const textEntry = (name: string, text: string): ZipEntry => ({
  name,
  open: () => Readable.from([Buffer.from(text, 'utf8')]),
});

/**
 * A ZIP archive of `entries`, produced as it is read: each entry's stream is opened when the
 * previous one has been written, and yazl pipes it through deflate into the output, so a slow
 * reader slows the whole chain down instead of piling bytes up in memory. Nothing is held but
 * the current entry's buffers. An entry that fails ends the output with its error (a download
 * already under way can only be cut, not answered with a status); an output destroyed early
 * (the client went away) stops opening entries and destroys the one in flight.
 * @example reply.type('application/zip').send(zipArchive([textEntry('LEEME.txt', text)]));
 */
export function zipArchive(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  options: { mtime?: Date } = {},
): Readable {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (typed as a plain ReadableStream).
  const output = zip.outputStream as PassThrough;
  const mtime = options.mtime ?? new Date();
  zip.on('error', (error: Error) => output.destroy(error));
  const gone = new Promise<void>((resolve) => output.once('close', resolve));

  async function write() {
    for await (const entry of entries) {
      if (output.destroyed) return;
      const source = await entry.open();
      if (!source) continue;
      if (output.destroyed) {
        source.destroy();
        return;
      }
      zip.addReadStream(source, entry.name, { mtime });
      await Promise.race([finished(source), gone]);
      if (output.destroyed) {
        source.destroy();
        return;
      }
    }
    zip.end();
  }
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
