import { expect, it } from 'vitest';
import { createMetrics } from './metrics.js';

/** A family's value in Prometheus' text. */
const valueOf = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

it("counts the process's CPU from the app's start, so the first scrape shows the time spent", async () => {
  const metrics = createMetrics();
  // Some 50 ms of work between the app's start and an operator's first scrape.
  const until = performance.now() + 50;
  let spin = 0;
  while (performance.now() < until) spin += Math.sqrt(spin + 1);
  expect(spin).toBeGreaterThan(0);
  const text = await metrics.render();
  expect(valueOf(text, 'process_cpu_seconds_total')).toBeGreaterThanOrEqual(0.02);
});
