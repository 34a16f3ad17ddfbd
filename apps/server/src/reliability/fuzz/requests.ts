import { ID_MAX } from '@app/contract/fields';
import fc from 'fast-check';
import { IdRef, kindOfParameter } from './id-pool.js';
import { encodingOf, type Encoding } from './encode.js';
import type { Operation } from './routes.js';
import {
  invalidObjectOf,
  isForbidden,
  TRICKY_NUMBERS,
  TRICKY_TEXTS,
  valueOf,
  wrongValueOf,
  type JsonSchema,
  type Mode,
  type Resolve,
} from './values.js';

/** Who sends a request: a member of the world, staff, or nobody signed in. */
export type Who = 'member' | 'other' | 'staff' | 'guest' | 'garbage';

/** A generated request, its ids still references into the pool. */
export type Plan = {
  operation: number;
  who: Who;
  mode: Mode;
  encoding?: Encoding;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
};

const isStaffRoute = (operation: Operation) =>
  /\/admin\/|\/_dev\/|^\/api\/stats$/.test(operation.path);

/** Mostly the person the route is for (staff for staff's routes), sometimes someone else. */
const whoFor = (operation: Operation): fc.Arbitrary<Who> =>
  isStaffRoute(operation)
    ? fc.constantFrom<Who>(...Array<Who>(17).fill('staff'), 'member', 'member', 'guest')
    : fc.constantFrom<Who>(
        ...Array<Who>(20).fill('member'),
        'other',
        'other',
        'staff',
        'guest',
        'garbage',
      );

/** A path parameter: mostly an id of the world, else an id or text no route should take. */
function pathValue(
  operation: Operation,
  name: string,
  schema: JsonSchema,
  resolve: Resolve,
  mode: Mode,
) {
  const resolved = resolve(schema);
  const isId = resolved.type === 'integer' && resolved.maximum === ID_MAX;
  if (mode === 'invalid')
    return fc.oneof(
      fc.constantFrom(
        ...TRICKY_NUMBERS.map(String),
        '9007199254740993',
        'abc',
        '1.0',
        '%E2%80%AE1',
      ),
      fc.constantFrom(...TRICKY_TEXTS.slice(1, 12)),
    );
  if (isId) return fc.nat().map((n) => new IdRef(kindOfParameter(operation.path, name), n));
  return valueOf(resolved, resolve, mode, name);
}

/** The requests of one operation, of every mode and body format it takes. */
export function plansOf(operation: Operation, index: number, resolve: Resolve): fc.Arbitrary<Plan> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter(
    (p) => p.in === 'query' && !isForbidden(resolve(p.schema)),
  );
  const encodings = Object.keys(operation.bodies)
    .map((type) => ({ type, encoding: encodingOf(type) }))
    .filter((entry): entry is { type: string; encoding: Encoding } => entry.encoding !== undefined);
  const mode = fc.constantFrom<Mode>(
    'valid',
    'valid',
    'valid',
    'valid',
    'boundary',
    'invalid',
    'invalid',
  );
  return mode.chain((chosen) => {
    const params = fc.record(
      Object.fromEntries(
        pathParameters.map((p) => [
          p.name,
          // An invalid request gets one thing wrong: its path only now and then.
          chosen === 'invalid'
            ? fc.oneof(
                { weight: 3, arbitrary: pathValue(operation, p.name, p.schema, resolve, 'valid') },
                {
                  weight: 1,
                  arbitrary: pathValue(operation, p.name, p.schema, resolve, 'invalid'),
                },
              )
            : pathValue(operation, p.name, p.schema, resolve, chosen),
        ]),
      ),
    );
    const query = fc.record(
      Object.fromEntries(
        queryParameters.map((p) => [
          p.name,
          chosen === 'invalid'
            ? fc.oneof(valueOf(p.schema, resolve, 'valid', p.name), wrongValueOf(p.schema, resolve))
            : valueOf(p.schema, resolve, chosen, p.name),
        ]),
      ),
      { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) },
    );
    const body =
      encodings.length === 0
        ? fc.constant({ encoding: undefined, body: undefined })
        : fc.constantFrom(...encodings).chain(({ type, encoding }) => {
            const schema = operation.bodies[type]!;
            // Now and then nothing at all: an update with nothing to change, a form sent empty.
            const value =
              chosen === 'invalid'
                ? invalidObjectOf(schema, resolve)
                : fc.oneof(
                    { weight: 9, arbitrary: valueOf(schema, resolve, chosen) },
                    { weight: 1, arbitrary: fc.constant({}) },
                  );
            return value.map((generated) => ({ encoding, body: generated }));
          });
    return fc
      .record({ who: whoFor(operation), params, query, body })
      .map(({ who, params: path, query: search, body: sent }): Plan => ({
        operation: index,
        who,
        mode: chosen,
        encoding: sent.encoding,
        params: path,
        query: search,
        body: sent.body,
      }));
  });
}
