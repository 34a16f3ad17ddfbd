import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer.js';

const serializerOf = (schema: z.ZodType) =>
  compiledSerializerCompiler({ schema, method: 'GET', url: '/test' });

describe('the compiled serialiser', () => {
  // A named schema: zod's JSON Schema refers to it through $defs.
  const person = z
    .object({ id: z.number().int(), name: z.string(), city: z.string().nullable() })
    .meta({ id: 'CompiledTestPerson' });
  const page = z.object({
    rows: z.array(person),
    me: person.nullable(),
    place: z.object({ lat: z.number(), lon: z.number() }).nullable(),
    note: z.string().optional(),
  });

  it('writes what zod writes, keys the schema does not name left out, nullable refs too', () => {
    const serialize = serializerOf(page);
    const row = { id: 1, name: 'Ana "la" \\ \u2028 😀', city: null, secret: 'x' };
    const data = {
      rows: [row, { ...row, id: 2, city: 'Madrid' }],
      me: { ...row, extra: 1 },
      place: null,
      more: true,
    };
    expect(serialize(data)).toBe(JSON.stringify(page.encode(data as z.input<typeof page>)));
    expect(JSON.parse(serialize({ ...data, me: null, place: { lat: 1.5, lon: -0 } }))).toEqual({
      rows: [
        { id: 1, name: row.name, city: null },
        { id: 2, name: row.name, city: 'Madrid' },
      ],
      me: null,
      place: { lat: 1.5, lon: 0 },
    });
  });

  it('refuses, under the tests, an answer that breaks its schema', () => {
    const serialize = serializerOf(page);
    expect(() =>
      serialize({ rows: [{ id: 1.5, name: 'Ana', city: null }], me: null, place: null }),
    ).toThrow();
  });
});
