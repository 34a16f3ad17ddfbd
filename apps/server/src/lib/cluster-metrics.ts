import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` under `WORKERS` (decision 0053): a scraper reaches whichever worker the primary
 * hands its connection to, so one worker's figures alone would jump from scrape to scrape. The
 * worker asks the primary, which collects every listening worker's figures over the cluster's
 * channel and joins them with prom-client's rules: counters and histograms add up, a gauge of
 * shared state says how to join (the delivery queue's depth is the same on every worker:
 * `aggregator: 'first'`).
 *
 * A worker that is gone leaves its counters and histograms as they were last seen, so that a
 * restart never makes a total fall (Prometheus would read a reset, and `rate()` a spike). A
 * worker still starting is not asked; one that does not answer in time is counted as last seen.
 */

const ASK = 'antojo:metrics';
const COLLECT = 'antojo:metrics-collect';
/** A worker busy for longer than this is counted as last seen rather than waited for. */
const COLLECT_TIMEOUT_MS = 2_000;
/** The primary answers within COLLECT_TIMEOUT_MS; the worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 5_000;

type Figures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
type Message =
  | { type: typeof ASK; id: number; text?: string; error?: string }
  | { type: typeof COLLECT; id: number; figures?: Figures };

const isMessage = (message: unknown): message is Message =>
  typeof message === 'object' &&
  message !== null &&
  [ASK, COLLECT].includes((message as Message).type);

/** What of a worker's figures outlives it: the totals, not the gauges of the moment. */
const totalsOf = (figures: Figures): Figures =>
  // prom-client's figures name their type in words ('counter'), whatever its typings say.
  figures.filter((metric) => ['counter', 'histogram'].includes(String(metric.type)));

/** Sends unless the worker is gone; a message to a worker that died meanwhile is dropped. */
function tell(worker: Worker, message: Message): void {
  if (!worker.isConnected()) return;
  worker.send(message, undefined, () => undefined);
}

/**
 * In the primary: answers a worker's question with every worker's figures joined. `ready`
 * says which workers listen (and have their figures); `retire` keeps a gone worker's totals.
 */
export function serveClusterMetrics(ready: (worker: Worker) => boolean) {
  const lastSeen = new Map<number, Figures>();
  let retired: Figures = [];
  let collections = 0;

  function collect(worker: Worker): Promise<Figures | undefined> {
    const id = ++collections;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(undefined), COLLECT_TIMEOUT_MS);
      const listen = (message: unknown) => {
        if (isMessage(message) && message.type === COLLECT && message.id === id) {
          finish(message.figures);
        }
      };
      function finish(figures: Figures | undefined) {
        clearTimeout(timer);
        worker.off('message', listen);
        worker.off('exit', gone);
        if (figures) lastSeen.set(worker.id, figures);
        resolve(figures);
      }
      const gone = () => finish(undefined);
      worker.on('message', listen);
      worker.once('exit', gone);
      tell(worker, { type: COLLECT, id });
    });
  }

  async function joined(): Promise<string> {
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && ready(worker),
    );
    const answers = await Promise.all(workers.map(collect));
    const figures = answers.map(
      (answer, index) => answer ?? totalsOf(lastSeen.get(workers[index]!.id) ?? []),
    );
    return AggregatorRegistry.aggregate([...figures, retired]).metrics();
  }

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type !== ASK || message.text !== undefined) return;
    joined().then(
      (text) => tell(worker, { type: ASK, id: message.id, text }),
      (error: Error) => tell(worker, { type: ASK, id: message.id, error: error.message }),
    );
  });

  return {
    /** A worker is gone: its totals as last seen join those of the workers gone before. */
    async retire(worker: Worker): Promise<void> {
      const last = lastSeen.get(worker.id);
      lastSeen.delete(worker.id);
      if (!last) return;
      retired = totalsOf(
        await AggregatorRegistry.aggregate([retired, totalsOf(last)]).getMetricsAsJSON(),
      );
    },
  };
}

/** In a worker: these registries are what it tells the primary when asked. */
export function shareMetrics(registries: Registry[]): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== COLLECT || message.figures !== undefined) return;
    Promise.all(registries.map((registry) => registry.getMetricsAsJSON())).then(
      (all) => process.send?.({ type: COLLECT, id: message.id, figures: all.flat() }),
      () => process.send?.({ type: COLLECT, id: message.id }),
    );
  });
}

let asked = 0;

/** In a worker: the figures of all the workers, in Prometheus's text format. */
export function clusterMetricsText(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the primary did not send the workers’ metrics'));
    }, ANSWER_TIMEOUT_MS);
    const listen = (message: unknown) => {
      if (!isMessage(message) || message.type !== ASK || message.id !== id) return;
      if (message.text === undefined && message.error === undefined) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error));
    };
    process.on('message', listen);
    process.send!({ type: ASK, id } satisfies Message);
  });
}
