import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/backends.js';
import { createDeliveryQueue } from './delivery-queue.js';

const quiet = { warn() {} };

describe('the delivery queue stopping', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backends[0]!.open();
    await database.migrate();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('lets a finished job be marked done before it stops', async () => {
    // pg-boss marks a job done without awaiting it: a slow database makes that statement still
    // be on its way when pg-boss's own stop resolves (the database then closed under it).
    let slow = false;
    const slowed = Object.create(database) as TestDatabase;
    slowed.executeSql = async (text, values) => {
      if (slow && /completed/i.test(text) && /UPDATE/i.test(text)) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      return database.executeSql(text, values);
    };
    const queue = createDeliveryQueue(slowed, {
      workers: 1,
      retryLimit: 0,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
      log: quiet,
    });
    let running!: () => void;
    const started = new Promise<void>((resolve) => (running = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    queue.define('test-stop', async () => {
      running();
      await released;
    });
    await queue.start();
    const id = await queue.enqueue('test-stop', { n: 1 });
    queue.wake('test-stop');
    await started;

    slow = true;
    const stopping = queue.stop();
    release();
    await stopping;

    const { rows } = await database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 30_000);

  it('marks a job still running at its timeout failed, and its late end reaches nothing', async () => {
    // The app closes its database once the queue has stopped; a pool then refuses every query.
    let gone = false;
    const closing = Object.create(database) as TestDatabase;
    closing.executeSql = async (text, values) => {
      if (gone) throw new Error('Cannot use a pool after calling end on the pool');
      return database.executeSql(text, values);
    };
    const queue = createDeliveryQueue(closing, {
      workers: 1,
      retryLimit: 1,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
      stopTimeoutSeconds: 1,
      log: quiet,
    });
    let running!: () => void;
    const started = new Promise<void>((resolve) => (running = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    queue.define('test-late', async () => {
      running();
      await released;
      throw new Error('the provider answered after the stop');
    });
    await queue.start();
    const id = await queue.enqueue('test-late', { n: 1 });
    queue.wake('test-late');
    await started;
    await queue.stop();
    gone = true;

    // Failed with a retry left: the next start (on any node) sends it again.
    const { rows } = await database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    expect(rows).toEqual([{ state: 'retry' }]);
    // The handler ends after the stop: pg-boss's unawaited "fail" must not crash the process
    // (vitest fails the file on an unhandled rejection) nor change the stored job.
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    expect(again.rows).toEqual([{ state: 'retry' }]);
  }, 30_000);

  it('tells each attempt: a retry, then done; a last attempt failed; and counts jobs by state', async () => {
    const outcomes: string[] = [];
    const queue = createDeliveryQueue(database, {
      workers: 1,
      retryLimit: 1,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
      log: quiet,
      onAttempt: (kind, outcome) => outcomes.push(`${kind}:${outcome}`),
    });
    let tries = 0;
    queue.define('test-once-more', async () => {
      tries += 1;
      if (tries === 1) throw new Error('the provider is down');
    });
    queue.define('test-never', async () => {
      throw new Error('refused for good');
    });
    await queue.start();
    await queue.enqueue('test-once-more', {});
    await queue.enqueue('test-never', {});
    queue.wake('test-once-more');
    queue.wake('test-never');
    await queue.settled('test-once-more', 20_000);
    await queue.settled('test-never', 20_000);
    const byState = await queue.depth();
    await queue.stop();

    expect(outcomes.filter((outcome) => outcome.startsWith('test-once-more:'))).toEqual([
      'test-once-more:retry',
      'test-once-more:done',
    ]);
    // One retry allowed: the second attempt is the last, and fails.
    expect(outcomes.filter((outcome) => outcome.startsWith('test-never:'))).toEqual([
      'test-never:retry',
      'test-never:failed',
    ]);
    expect(byState).toEqual(
      expect.arrayContaining([
        { kind: 'test-once-more', state: 'completed', count: 1 },
        { kind: 'test-never', state: 'failed', count: 1 },
      ]),
    );
  }, 60_000);
});
