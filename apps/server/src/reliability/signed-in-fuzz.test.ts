import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { plansOf, type Plan } from './fuzz/requests.js';
import { operationsOf, routeWatcher, type Operation } from './fuzz/routes.js';
import { createRunner } from './fuzz/runner.js';
import { Tally } from './fuzz/tally.js';
import { resolver, type JsonSchema } from './fuzz/values.js';
import { seedWorld, STAFF } from './fuzz/world.js';

/**
 * Every operation of the OpenAPI document, sent signed in (as the member who owns what it
 * names, as someone else, as staff), with values generated from the contract's schemas:
 * valid, at their bounds and wrong in one thing, in JSON, form and multipart bodies. A run
 * fails on any 5xx, on any answer off its documented schema, and when fewer than 60% of the
 * requests get past authentication to the route. FUZZ_RUNS sets the count (per database),
 * FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS_SIGNED_IN ?? process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const HEAL_EVERY = 100;

describe.each(backends)('the signed-in fuzz on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const watcher = routeWatcher();
  let operations: Operation[];
  let perOperation: fc.Arbitrary<Plan>[];
  const tally = new Tally();

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, STAFF, () => {}, watcher.onRoute));
    const document = (await app.inject('/api/docs/json')).json<
      Parameters<typeof operationsOf>[0]
    >();
    operations = operationsOf(document, watcher.schemas);
    const resolve = resolver(document.components.schemas as Record<string, JsonSchema>);
    perOperation = operations.map((operation, index) => plansOf(operation, index, resolve));
  }, 120_000);

  afterAll(async () => {
    console.warn(`${tally.report(`signed-in fuzz on ${backend.name}, FUZZ_SEED=${SEED}`)}`);
    await close();
    await database.dispose();
  });

  it('never answers 5xx nor off its schema, and most requests reach the routes', async () => {
    const world = await seedWorld(app);
    const runner = createRunner(app, world, operations, watcher.reached, tally);
    for (let index = 0; index < RUNS; index++) {
      if (index % HEAL_EVERY === 0) await runner.heal();
      // Operation after operation in turn, so every run reaches every route as often; each
      // request is drawn from a seed of its own, so one can be replayed whatever came before.
      const [plan] = fc.sample(perOperation[index % perOperation.length]!, {
        seed: SEED + index,
        numRuns: 1,
      });
      await runner.send(plan!, index);
    }
    const totals = tally.totals();
    // One line per kind of failure (its operation, its status, what was off), with a count
    // and the first request that met it.
    const kinds = new Map<string, { count: number; first: string }>();
    for (const failure of [...tally.serverErrors, ...tally.offSchema]) {
      const kind = `${failure.operation} → ${failure.answer.slice(0, 120)}`;
      const seen = kinds.get(kind);
      if (seen) seen.count += 1;
      else kinds.set(kind, { count: 1, first: `${failure.request}\n    ${failure.answer}` });
    }
    const failures = [...kinds.values()].map((kind) => `${kind.count} × ${kind.first}`);
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([]);
    expect(totals.sent).toBe(RUNS);
    expect(totals.pastAuth / totals.sent).toBeGreaterThanOrEqual(0.6);
    // Stricter: past every guard and the schemas, into the handler. Below half, the world has
    // gone (deleted, signed out) and the run is knocking on closed doors.
    expect(totals.reached / totals.sent).toBeGreaterThanOrEqual(0.5);
    expect(tally.routes.size).toBe(Math.min(RUNS, operations.length));
  }, 900_000);
});
