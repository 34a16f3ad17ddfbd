import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Every file of a ZIP archive by name, in archive order, read as a careful unzip program does
 * (from the central directory, names checked by yauzl), each checked against the CRC-32 the
 * directory records for it: a file that unzips but is corrupt fails here.
 */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zipfile = await yauzl.fromBufferPromise(archive);
  const files = new Map<string, Buffer>();
  for await (const entry of zipfile.eachEntry()) {
    const content = await buffer(await zipfile.openReadStreamPromise(entry));
    if (crc32(content) !== entry.crc32) throw new Error(`${entry.fileName}: CRC-32 mismatch`);
    files.set(entry.fileName, content);
  }
  return files;
}
