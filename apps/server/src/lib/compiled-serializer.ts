import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };
type Serializer = (data: unknown) => string;

/**
 * Under the test runner every answer is serialised both ways and they must agree to the byte,
 * so a schema the compiled serialiser reads differently from zod fails the route's tests.
 */
const CHECK = process.env.VITEST !== undefined;

/**
 * A route's answers serialised by a function compiled from the contract's schema
 * (fast-json-stringify over the schema's JSON Schema), for the busiest routes (decision 0055):
 * zod walked and copied every answer before JSON.stringify wrote it, a seventh of the map of
 * wishes' time. The contract still says what is sent: the JSON Schema is zod's own, and only
 * its properties are written. What the compiled function does not do is
 * refuse an answer that breaks the schema; the tests' double serialisation does that.
 * A schema it cannot compile keeps zod's serialiser.
 */
export function compiledSerializerCompiler(route: RouteSchema): Serializer {
  const viaZod = zodSerializerCompiler(
    route as Parameters<typeof zodSerializerCompiler>[0],
  ) as Serializer;
  // A `{ properties }` wrapper (zod's provider allows it) keeps zod's serialiser.
  if (!(route.schema instanceof z.ZodType)) return viaZod;
  let compiled: Serializer;
  try {
    compiled = fastJson(jsonSchemaOf(route.schema) as Parameters<typeof fastJson>[0]);
  } catch {
    return viaZod;
  }
  if (!CHECK) return compiled;
  return (data) => {
    const expected = viaZod(data);
    const written = compiled(data);
    if (written !== expected) {
      throw new Error(
        `${route.method} ${route.url}: the compiled serialiser wrote ${written.slice(0, 400)}, zod ${expected.slice(0, 400)}`,
      );
    }
    return written;
  };
}

/**
 * zod's JSON Schema of what its encode writes (the input side: the same as the output for
 * schemas without transforms or defaults), with `anyOf: [X, null]` of an object, inline or a
 * `$ref`, folded into X with a nullable type: the compiled function would otherwise choose a
 * branch by validating each value against it, and refuse an object with a key the schema
 * does not name, which zod leaves out.
 */
function jsonSchemaOf(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    $defs?: Record<string, unknown>;
  };
  return foldNullable(json, json.$defs ?? {});
}

function foldNullable(node: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => foldNullable(item, defs));
  if (!node || typeof node !== 'object') return node;
  const object = Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      foldNullable(value, defs),
    ]),
  );
  const branches = object.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex(
      (branch) => (branch as { type?: unknown } | null)?.type === 'null',
    );
    const other = resolved(branches[1 - nullAt], defs);
    if (nullAt >= 0 && other && other.type === 'object') {
      const { anyOf: _anyOf, ...rest } = object;
      return { ...rest, ...other, type: ['object', 'null'] };
    }
  }
  return object;
}

/** A branch, or the definition its local `$ref` names (folded already, as `$defs` is walked). */
function resolved(branch: unknown, defs: Record<string, unknown>) {
  const ref = (branch as { $ref?: unknown } | undefined)?.$ref;
  const name = typeof ref === 'string' && ref.startsWith('#/$defs/') ? ref.slice(8) : undefined;
  const target = name === undefined ? branch : foldNullable(defs[name], defs);
  return target as Record<string, unknown> | undefined;
}
