import { existsSync } from 'node:fs';
import { printTable, writeResults } from '../shared/results.js';
import { startBuiltServer } from './built-server.js';
import { routeBytes, WEB_DIST } from './bytes.js';
import { CHROMIUM, lighthouseScores, type LighthouseScores } from './lighthouse.js';
import {
  MEMBER_FIRST_SCREEN,
  memberFirstScreen,
  type MemberScreen,
  type MemberState,
} from './member-screen.js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const JS_BUDGET_GZIP = 70 * 1024;
/** The member app's first screen on a phone (issue 39): at most this much gzip JavaScript. */
export const MEMBER_JS_BUDGET_GZIP = 130 * 1024;

/**
 * The website part: bytes per public route, Lighthouse on /web and /web/info, and a
 * signed-in member's first screen of the app.
 */
export async function webPart(): Promise<void> {
  const bytes = routeBytes();
  printTable(
    `Website: what a first visit downloads (KiB; gzip as a server would send it; parts: the islands' scripts, loaded when they come into view), ${WEB_DIST}`,
    bytes.map((row) => ({
      route: row.route,
      'JS gzip': kb(row.jsGzip),
      'JS raw': kb(row.jsBytes),
      'parts JS gzip': kb(row.partsJsGzip),
      'CSS gzip': kb(row.cssGzip),
      'CSS raw': kb(row.cssBytes),
      'HTML gzip': kb(row.htmlGzip),
      'JS files': row.files.js.length,
      'under 70 KB JS': row.jsGzip <= JS_BUDGET_GZIP ? 'yes' : 'no',
    })),
  );

  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const lighthouse: LighthouseScores[] = [];
  const member: Array<{ state: MemberState } & MemberScreen> = [];
  let skipped: string | undefined;
  let memberFailed: string | undefined;
  if (!existsSync(CHROMIUM)) {
    skipped = `no Chromium at ${CHROMIUM}`;
  } else {
    const server = await startBuiltServer();
    try {
      for (const route of ['/web', '/web/info']) {
        lighthouse.push(await lighthouseScores(server.base + route, runs));
      }
    } finally {
      await server.stop();
    }
    try {
      for (const { state, screen } of await memberFirstScreen(runs)) {
        member.push({ state, ...screen });
      }
    } catch (error) {
      // The public pages' figures are still worth writing.
      memberFailed = error instanceof Error ? error.message : String(error);
      console.warn(`member app's first screen not measured: ${memberFailed}`);
    }
  }
  if (skipped) console.warn(`Lighthouse skipped: ${skipped}`);
  printTable(
    `Website: Lighthouse 12 (mobile, simulated throttling), median of ${runs} runs`,
    lighthouse.map((result) => ({
      page: new URL(result.url).pathname,
      ...result.scores,
      'FCP ms': result.metrics.fcpMs,
      'LCP ms': result.metrics.lcpMs,
      'TBT ms': result.metrics.tbtMs,
      CLS: result.metrics.cls,
    })),
  );
  for (const result of lighthouse) {
    for (const failing of result.failing) {
      console.log(
        `  ${new URL(result.url).pathname} ${failing.category}: ${failing.audit} (${failing.score}) ${failing.title}`,
      );
    }
    for (const opportunity of result.opportunities) {
      console.log(
        `  ${new URL(result.url).pathname} opportunity: ${opportunity.audit}, ${opportunity.savingsMs} ms, ${kb(opportunity.savingsBytes)} KiB`,
      );
    }
  }
  printTable(
    `Member app: a signed-in member's Descubrir (${MEMBER_FIRST_SCREEN}), Lighthouse 12 mobile, median of ${runs} runs, a fresh browser each`,
    member.map((row) => ({
      state: row.state,
      performance: row.scores.performance,
      'LCP ms': row.metrics.lcpMs,
      'FCP ms': row.metrics.fcpMs,
      'TBT ms': row.metrics.tbtMs,
      'JS gzip KiB': kb(row.jsGzip),
      [`JS ≤ ${kb(MEMBER_JS_BUDGET_GZIP)}`]: row.jsGzip <= MEMBER_JS_BUDGET_GZIP ? 'yes' : 'no',
      requests: row.requests.length,
      scripts: row.requests.filter((request) => request.type === 'Script').length,
    })),
  );
  for (const row of member) {
    for (const opportunity of row.opportunities) {
      console.log(
        `  member (${row.state}) opportunity: ${opportunity.audit}, ${opportunity.savingsMs} ms, ${kb(opportunity.savingsBytes)} KiB`,
      );
    }
  }
  const file = writeResults('web', {
    routes: bytes,
    lighthouse,
    member,
    ...(skipped && { skipped }),
    ...(memberFailed && { memberFailed }),
  });
  console.log(`wrote ${file}`);
}
