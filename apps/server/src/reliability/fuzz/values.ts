import { ID_MAX } from '@app/contract/fields';
import fc from 'fast-check';
import { IdRef, kindOfField } from './id-pool.js';

/**
 * Values for a schema of the OpenAPI document, which the server generates from the routes'
 * zod schemas (lib/openapi.ts): so what the fuzz sends is what the contract describes, field
 * by field. Three kinds: valid (inside every bound), boundary (at the bounds: the shortest and
 * longest text, the least and greatest number) and invalid (one thing wrong: a type, a bound,
 * a missing required field, a number past 32 or 53 bits, a unicode trick).
 * Ids are references into the seeded world (IdRef), resolved when the request is sent.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  not?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  contentMediaType?: string;
};

export type Mode = 'valid' | 'boundary' | 'invalid';

/** Resolves `#/components/schemas/X` against the document. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

export const resolver =
  (components: Record<string, JsonSchema>): Resolve =>
  (schema) => {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return current;
  };

/** Text a person might type: Spanish words, accents, emoji, and plain generated text. */
const humanText = fc.oneof(
  fc.constantFrom(
    'Unas cañas por Malasaña',
    'Pádel en el Retiro',
    'Ruta en bici por Madrid Río',
    'Café y charla',
    'Fútbol 7 el jueves',
    'Quedada 🎉 en la plaza',
    'Yoga al atardecer',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }),
);

/** Text built to trip a parser, a database or a screen. */
export const TRICKY_TEXTS = [
  '',
  ' ',
  '\t\n',
  '\u202Eevil\u202C', // right-to-left override
  'a\u200Bb', // zero-width space
  'e\u0301'.repeat(50), // combining marks
  'Z̷̛̗a̶l̸g̵o̷',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\uD800', // a lone surrogate
  '👨‍👩‍👧‍👦',
  '\u0000',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  'ＡＢＣ', // full width
  'x'.repeat(100_000),
];

/** Numbers past what a column, a JavaScript integer or a parser holds. */
export const TRICKY_NUMBERS = [
  0,
  -1,
  1.5,
  ID_MAX + 1,
  2 ** 32,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e308,
  Number.MIN_VALUE,
];
const TRICKY_NUMBER_TEXTS = ['9007199254740993', '2147483648', '1e3', ' 7', '07', '-0', '0x10'];

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const isId = (schema: JsonSchema) =>
  typesOf(schema).includes('integer') && schema.minimum === 1 && schema.maximum === ID_MAX;

const isFile = (schema: JsonSchema) =>
  schema.contentMediaType !== undefined && typesOf(schema).includes('string');

/** A file part: the marker the encoder turns into an upload. */
export class FilePart {
  constructor(readonly kind: 'png' | 'garbage' | 'empty') {}
}

function dateTime(mode: Mode): fc.Arbitrary<string> {
  const day = 86_400_000;
  const now = Date.now();
  if (mode === 'boundary')
    return fc.constantFrom(
      new Date(now + 60_000).toISOString(),
      new Date(now - 60_000).toISOString(),
      '2026-02-28T23:59:59Z',
      '2028-02-29T00:00:00+01:00',
    );
  return fc
    .integer({ min: now - 30 * day, max: now + 60 * day })
    .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
}

/**
 * Text fields whose rule lives past the schema (a refinement, a service's check): what a
 * person would send there, so that a valid request is one the route can take.
 */
const FIELD_TEXTS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.nat({ max: 9999 }).map((n) => `persona${n}@example.com`),
  email_or_phone: () => fc.constantFrom('fuzz-member@example.com', 'nadie@example.com'),
  phone: () => fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+34 6${n}`),
  month: () =>
    fc.integer({ min: -12, max: 1 }).map((offset) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() + offset, 1);
      return date.toISOString().slice(0, 7);
    }),
  version: () => fc.tuple(fc.nat(9), fc.nat(20), fc.nat(50)).map((parts) => parts.join('.')),
  texts: () => fc.constantFrom('{"home.title":"Haz planes con gente de tu ciudad"}', '{}'),
  password: () => fc.constant('a'.repeat(64)),
};

function stringValue(schema: JsonSchema, mode: Mode, field: string): fc.Arbitrary<unknown> {
  if (isFile(schema)) return fc.constant(new FilePart('png'));
  if (schema.format === 'date-time') return dateTime(mode);
  if (schema.format === 'date')
    return fc
      .integer({ min: 1940, max: 2008 })
      .map((year) => `${year}-0${(year % 9) + 1}-1${year % 9}`);
  if (schema.format === 'email') return fc.nat({ max: 9999 }).map((n) => `persona${n}@example.com`);
  if (schema.format === 'uri')
    return fc.constantFrom('https://antojo.app', 'https://example.com/a');
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 5000);
  const hinted = mode === 'valid' ? FIELD_TEXTS[field] : undefined;
  if (hinted) return hinted();
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return matching.filter((text) => text.length >= min && text.length <= max);
  }
  if (mode === 'boundary')
    return fc.constantFrom(min, max).map((length) => 'ñ'.repeat(Math.max(length, 0)));
  return humanText.map((text) => text.slice(0, max).padEnd(min, 'a'));
}

function numberValue(schema: JsonSchema, mode: Mode, field: string): fc.Arbitrary<unknown> {
  const integer = typesOf(schema).includes('integer');
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + (integer ? 1 : 1e-6);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 100_000) - (integer ? 1 : 1e-6);
  if (isId(schema)) {
    const kind = kindOfField(field);
    return fc.oneof(
      { weight: 8, arbitrary: fc.nat().map((n) => new IdRef(kind, n)) },
      { weight: 1, arbitrary: fc.constantFrom(1, ID_MAX, 999_999) },
    );
  }
  if (mode === 'boundary') return fc.constantFrom(low, high);
  if (integer)
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 20) }),
      fc.integer({ min: low, max: high }),
    );
  if (field === 'lat') return fc.double({ min: 40.3, max: 40.5, noNaN: true });
  if (field === 'lon') return fc.double({ min: -3.8, max: -3.6, noNaN: true });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/**
 * A valid (or boundary) value of `schema`; `field` names it, so ids come from the right pool
 * and coordinates land in a city.
 */
export function valueOf(
  schema: JsonSchema,
  resolve: Resolve,
  mode: Mode,
  field = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices)
    return fc.oneof(...choices.map((choice) => valueOf(choice, resolve, mode, field, depth)));
  if (resolved.allOf)
    return valueOf(
      Object.assign({}, ...resolved.allOf.map(resolve)) as JsonSchema,
      resolve,
      mode,
      field,
      depth,
    );
  const types = typesOf(resolved);
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringValue(resolved, mode, field);
    case 'integer':
    case 'number':
      return numberValue(resolved, mode, field);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = resolved.items ?? {};
      const minItems = resolved.minItems ?? 0;
      const maxItems = Math.min(resolved.maxItems ?? 5, mode === 'boundary' ? 100 : 5);
      if (depth > 4) return fc.constant([]);
      return fc.array(valueOf(item, resolve, mode, field, depth + 1), {
        minLength: minItems,
        maxLength: Math.max(minItems, maxItems),
      });
    }
    case 'object':
      return objectValue(resolved, resolve, mode, depth, field);
    default:
      // An unconstrained value (`z.any()`, `z.unknown()`).
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

/** A field the contract keeps out (`z.never()`, `not: {}`): a valid request leaves it out. */
export const isForbidden = (schema: JsonSchema) => schema.not !== undefined;

function objectValue(
  schema: JsonSchema,
  resolve: Resolve,
  mode: Mode,
  depth: number,
  field: string,
): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 4) return fc.constant({});
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(
      ([, property]) => !isForbidden(resolve(property)),
    ),
  );
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  // `[{ id }]` lists (likes, disciplines): the id is the list's kind.
  for (const [name, property] of Object.entries(properties))
    record[name] = valueOf(property, resolve, mode, name === 'id' ? field : name, depth + 1);
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(record, { requiredKeys });
}

/** A value of the wrong kind for `schema`: each one thing a client could get wrong. */
export function wrongValueOf(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const types = typesOf(resolved);
  const tricky = fc.oneof(
    fc.constantFrom(...TRICKY_TEXTS),
    fc.constantFrom(...TRICKY_NUMBERS),
    fc.constantFrom(...TRICKY_NUMBER_TEXTS),
    fc.constantFrom(
      true,
      false,
      null,
      [],
      {},
      [1, 2],
      { id: 1 },
      JSON.parse('{"__proto__":{"admin":1}}'),
    ),
  );
  const outOfBounds: fc.Arbitrary<unknown>[] = [];
  if (resolved.maxLength !== undefined)
    outOfBounds.push(fc.constant('ñ'.repeat(Math.min(resolved.maxLength + 1, 300_000))));
  if (resolved.minLength !== undefined && resolved.minLength > 0)
    outOfBounds.push(fc.constant('ñ'.repeat(resolved.minLength - 1)));
  if (resolved.maximum !== undefined) outOfBounds.push(fc.constant(resolved.maximum + 1));
  if (resolved.minimum !== undefined) outOfBounds.push(fc.constant(resolved.minimum - 1));
  if (resolved.enum) outOfBounds.push(fc.constant(`${String(resolved.enum[0])}x`));
  if (types.includes('integer')) outOfBounds.push(fc.constant(1.25));
  if (resolved.maxItems !== undefined)
    outOfBounds.push(fc.constant(Array.from({ length: resolved.maxItems + 1 }, (_, i) => i + 1)));
  return outOfBounds.length > 0 ? fc.oneof(tricky, ...outOfBounds) : tricky;
}

/**
 * An object of `schema` with one thing wrong: a field of the wrong kind, a required field
 * left out, a field nobody declared, or the whole body not an object.
 */
export function invalidObjectOf(
  schema: JsonSchema,
  resolve: Resolve,
): fc.Arbitrary<Record<string, unknown>> {
  const resolved = resolve(schema);
  const base = valueOf(resolved, resolve, 'valid') as fc.Arbitrary<Record<string, unknown>>;
  const names = Object.keys(resolved.properties ?? {});
  const required = resolved.required ?? [];
  const variants: fc.Arbitrary<Record<string, unknown>>[] = [
    base.map((value) => ({ ...value, unknown_field: 'x' })),
    fc.constant({}),
  ];
  if (names.length > 0)
    variants.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          fc
            .tuple(base, wrongValueOf(resolved.properties![name]!, resolve))
            .map(([value, wrong]) => ({ ...value, [name]: wrong })),
        ),
    );
  if (required.length > 0)
    variants.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
        const copy = { ...value };
        delete copy[name];
        return copy;
      }),
    );
  return fc.oneof(...variants);
}
