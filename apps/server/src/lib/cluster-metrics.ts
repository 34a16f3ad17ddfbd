import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` under `WORKERS` (decision 0053): a scraper reaches whichever worker the primary
 * hands its connection to, so a worker's figures alone would jump from scrape to scrape. The
 * worker asks the primary, which asks every worker (prom-client's cluster messages) and sums
 * them: counters and histograms add up, a gauge of shared state says how to join (the delivery
 * queue's depth is the same on every worker: `aggregator: 'first'`).
 */

const ASK = 'antojo:metrics';
/** prom-client gives up on a worker's answer after 5 s; the worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 6_000;

type Asked = { type: typeof ASK; id: number };
type Answered = { type: typeof ASK; id: number; text?: string; error?: string };

const isAsked = (message: unknown): message is Asked =>
  typeof message === 'object' && message !== null && (message as Asked).type === ASK;

/** In the primary: answers a worker's question with every worker's figures joined. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsked(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ASK, id: message.id, text } satisfies Answered),
      (error: Error) => worker.send({ type: ASK, id: message.id, error: error.message }),
    );
  });
}

/** In a worker: these registries are what it tells the primary when asked. */
export function shareMetrics(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // prom-client answers the primary only once an AggregatorRegistry exists in the process.
  new AggregatorRegistry();
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
      if (!isAsked(message) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      const answer = message as Answered;
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    };
    process.on('message', listen);
    process.send!({ type: ASK, id } satisfies Asked);
  });
}
