import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { unzip } from '../test/unzip.js';
import { textEntry, zipArchive, type ZipEntry } from './zip-archive.js';

/**
 * A stream of `chunks` pieces of `size` bytes (random ones when `random`, which do not
 * compress), noting how many were read and whether it closed.
 */
function counted(chunks: number, size: number, random = false) {
  const state = { read: 0, closed: false };
  const stream = new Readable({
    read() {
      if (state.read === chunks) return this.push(null);
      state.read += 1;
      this.push(random ? randomBytes(size) : Buffer.alloc(size, state.read % 251));
    },
  });
  stream.on('close', () => (state.closed = true));
  return { stream, state };
}

/** Waits until `value()` has stayed the same for 20 turns of the event loop: the pipes are still. */
async function settled(value: () => number) {
  let last = -1;
  for (let still = 0, turns = 0; still < 20 && turns < 10_000; turns += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    still = value() === last ? still + 1 : 0;
    last = value();
  }
}

describe('zipArchive', () => {
  it('writes every entry, in order, each opened when its turn comes; undefined ones are left out', async () => {
    const opened: string[] = [];
    const entry = (name: string, content: string | undefined): ZipEntry => ({
      name,
      open: () => {
        opened.push(name);
        return content === undefined ? undefined : Readable.from([Buffer.from(content)]);
      },
    });
    const archive = zipArchive([
      textEntry('LEEME.txt', 'Léeme: tus datos, en UTF-8.'),
      entry('fotos/1.png', 'png'),
      entry('fotos/2.png', undefined),
      entry('mensajes.json', '[]\n'),
    ]);
    const files = await unzip(await buffer(archive));
    expect([...files.keys()]).toEqual(['LEEME.txt', 'fotos/1.png', 'mensajes.json']);
    expect(files.get('LEEME.txt')!.toString('utf8')).toBe('Léeme: tus datos, en UTF-8.');
    expect(files.get('mensajes.json')!.toString()).toBe('[]\n');
    expect(opened).toEqual(['fotos/1.png', 'fotos/2.png', 'mensajes.json']);
  });

  it('streams a large entry through, compressed, byte for byte', async () => {
    const { stream } = counted(64, 64 * 1024);
    const expected = Buffer.concat(
      Array.from({ length: 64 }, (_, index) => Buffer.alloc(64 * 1024, (index + 1) % 251)),
    );
    const archive = await buffer(zipArchive([{ name: 'grande.bin', open: () => stream }]));
    expect(archive.length).toBeLessThan(expected.length / 10);
    expect((await unzip(archive)).get('grande.bin')!.equals(expected)).toBe(true);
  });

  it('reads an entry only as fast as the archive is read, and lets it go when the reader goes', async () => {
    const { stream, state } = counted(10_000, 16 * 1024, true);
    const archive = zipArchive([{ name: 'datos.bin', open: () => stream }]);
    await once(archive, 'readable');
    await settled(() => state.read);
    // Nobody reads the archive: of 160 MB, only what fills the pipes' buffers has been read.
    expect(state.read).toBeLessThan(64);
    archive.destroy();
    await once(stream, 'close');
    expect(state.closed).toBe(true);
  });

  it('stops opening entries once the reader has gone', async () => {
    const opened: string[] = [];
    const { stream } = counted(10_000, 16 * 1024, true);
    const archive = zipArchive([
      { name: 'primero.bin', open: () => (opened.push('primero'), stream) },
      { name: 'segundo.bin', open: () => (opened.push('segundo'), Readable.from(['x'])) },
    ]);
    await once(archive, 'readable');
    archive.destroy();
    await once(stream, 'close');
    await settled(() => opened.length);
    expect(opened).toEqual(['primero']);
  });

  it('ends the archive with the error of an entry that fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('la base de datos no responde'));
      },
    });
    const archive = zipArchive([
      textEntry('LEEME.txt', 'hola'),
      { name: 'x.json', open: () => failing },
    ]);
    await expect(buffer(archive)).rejects.toThrow('la base de datos no responde');
  });
});
