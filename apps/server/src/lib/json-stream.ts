import { Readable } from 'node:stream';

/** `value` as JSON indented by two spaces, every line shifted right by `indent` spaces. */
const pretty = (value: unknown, indent: string) =>
  indent + JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);

/**
 * A JSON document (an array) written item by item as the reader asks for more: the next item
 * is pulled from `items` only when the stream's buffer has room, so a generator that reads a
 * table page by page never holds more than a page or two, however long the list. Pretty
 * printed, for people who open the file.
 * @example jsonArrayStream(messages.exportFor(userId)).pipe(destination) // [\n  {...},\n  {...}\n]
 */
export function jsonArrayStream(items: AsyncIterable<unknown>): Readable {
  async function* chunks() {
    let first = true;
    for await (const item of items) {
      yield Buffer.from(`${first ? '[\n' : ',\n'}${pretty(item, '  ')}`, 'utf8');
      first = false;
    }
    yield Buffer.from(first ? '[]\n' : '\n]\n', 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A JSON document of one value, pretty printed like `jsonArrayStream`'s. */
export const jsonDocument = (value: unknown): string => `${pretty(value, '')}\n`;
