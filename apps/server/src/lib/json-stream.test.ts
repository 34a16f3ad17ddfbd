import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { jsonArrayStream, jsonDocument } from './json-stream.js';

async function* items<T>(values: T[], pulled: { count: number; finished?: boolean }) {
  try {
    for (const value of values) {
      pulled.count += 1;
      yield value;
    }
  } finally {
    pulled.finished = true;
  }
}

describe('jsonArrayStream', () => {
  it('writes a pretty-printed JSON array that parses back to the items', async () => {
    const values = [{ id: 1, message: 'Hola\nqué tal' }, { id: 2, tags: ['a', 'b'] }, 'ñ'];
    const written = await text(jsonArrayStream(items(values, { count: 0 })));
    expect(JSON.parse(written)).toEqual(values);
    expect(written).toBe(
      '[\n  {\n    "id": 1,\n    "message": "Hola\\nqué tal"\n  },\n  {\n    "id": 2,\n    "tags": [\n      "a",\n      "b"\n    ]\n  },\n  "ñ"\n]\n',
    );
  });

  it('writes an empty list as []', async () => {
    expect(await text(jsonArrayStream(items([], { count: 0 })))).toBe('[]\n');
  });

  it('pulls items only as the reader asks, and lets the source go when the reader stops', async () => {
    const pulled = { count: 0, finished: false };
    const big = Array.from({ length: 1000 }, (_, id) => ({ id, text: 'x'.repeat(4000) }));
    const stream = jsonArrayStream(items(big, pulled));
    for await (const _chunk of stream) break;
    // A 16 KiB buffer holds a handful of 4 KB items, not a thousand.
    expect(pulled.count).toBeLessThan(10);
    expect(pulled.finished).toBe(true);
  });
});

describe('jsonDocument', () => {
  it('pretty prints one value, ending with a new line', () => {
    expect(jsonDocument({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
