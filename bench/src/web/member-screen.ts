import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { tempDir } from '../shared/temp.js';
import { startBuiltServer } from './built-server.js';
import { WEB_DIST } from './bytes.js';
import { lighthouseMedian, type LighthouseScores } from './lighthouse.js';

const DEMO_MAIN = fileURLToPath(new URL('../../../apps/server/dist/demo/main.js', import.meta.url));
/** The demo's member the README names (apps/server/src/demo): Lucía, of Madrid. */
const MEMBER = { email: 'lucia@demo.invalid', password: 'antojo-demo' };
/** The SDK's key of a remembered session's token (packages/sdk/src/storage/keys.ts). */
const TOKEN_KEY = 'apiToken';
/** Descubrir, the member app's first tab (apps/web/src/lib/paths.ts). */
export const MEMBER_FIRST_SCREEN = '/web/app';

/** One request of the first screen, as Lighthouse's network log saw it. */
export type ScreenRequest = {
  /** The path and query, on the server's origin. */
  path: string;
  type: string;
  /** Bytes on the wire (brotli where the server sends it). */
  transferBytes: number;
  /** A script's gzip size as a server would send it (zlib's default level); 0 for others. */
  jsGzip: number;
};

export type MemberScreen = LighthouseScores & {
  requests: ScreenRequest[];
  jsGzip: number;
};

/**
 * What the browser holds when the first screen opens:
 * - `signed-in`: only the remembered token, as right after "Recordar sesión" on another page;
 * - `returning`: the storage the app itself left after one visit (the token, the reference
 *   data it caches by version), without its HTTP cache or service worker, as after a release.
 */
export type MemberState = 'signed-in' | 'returning';

/**
 * A signed-in member's Descubrir on a phone: the demo written to a fresh embedded database
 * (the same `npm run seed:demo` a new install runs, with the pepper the server will use), the
 * built server started on it in production, Lucía signed in through the API, and each
 * Lighthouse run in a fresh browser set up as `states` say. Each state's median run, with the
 * requests it made.
 */
export async function memberFirstScreen(
  runs: number,
  states: MemberState[] = ['returning', 'signed-in'],
): Promise<Array<{ state: MemberState; screen: MemberScreen; lhr: Result }>> {
  const data = tempDir();
  const pepper = randomBytes(24).toString('hex');
  await promisify(execFile)(process.execPath, [DEMO_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: data.dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PASSWORD_PEPPER: pepper,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  const server = await startBuiltServer(data, { PASSWORD_PEPPER: pepper });
  try {
    const token = await signIn(server.base);
    const url = server.base + MEMBER_FIRST_SCREEN;
    const measured = [];
    for (const state of states) {
      const result = await lighthouseMedian(url, runs, {
        freshBrowserPerRun: true,
        before: async (page) => {
          // Any page of the origin without the app (no service worker): the token only.
          await page.goto(`${server.base}/web/favicon.svg`);
          await page.evaluate(
            `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`,
          );
          if (state === 'returning') await visitOnce(page, url);
        },
      });
      // A refused token would have measured the welcome page under Descubrir's name.
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      const requests = requestsOf(result.lhr, server.base);
      if (
        shown !== MEMBER_FIRST_SCREEN ||
        !requests.some((r) => r.path.startsWith('/api/activity?'))
      ) {
        throw new Error(
          `the ${state} run showed ${shown}, not a member's Descubrir with its plans`,
        );
      }
      const jsGzip = requests.reduce((sum, request) => sum + request.jsGzip, 0);
      measured.push({ state, screen: { ...result.scores, requests, jsGzip }, lhr: result.lhr });
    }
    return measured;
  } finally {
    await server.stop();
  }
}

/**
 * Opens the app once and lets it settle, so it writes what it keeps in storage; then drops
 * what a new release would not find (the HTTP cache, the service worker and its caches).
 */
async function visitOnce(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
  await page.goto('about:blank');
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/singin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      email_or_phone: MEMBER.email,
      // The SDK sends the password as SHA-256 hex (packages/sdk/src/calls/sign-in.ts).
      password: createHash('sha256').update(MEMBER.password).digest('hex'),
      device_name: 'bench',
    }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) {
    throw new Error(
      `the demo member could not sign in: ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return body.token;
}

/** The requests Lighthouse's network log holds for the run, scripts with their gzip size. */
function requestsOf(lhr: Result, base: string): ScreenRequest[] {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as
    | Array<{ url: string; resourceType?: string; transferSize?: number; mimeType?: string }>
    | undefined;
  const origin = new URL(base).origin;
  // Blob URLs (pictures the app made from answers already counted) are no requests.
  return (items ?? [])
    .filter((item) => !item.url.startsWith('blob:'))
    .map((item) => {
      const url = new URL(item.url);
      const local = url.origin === origin;
      const type = item.resourceType ?? item.mimeType ?? 'Other';
      return {
        path: local ? url.pathname + url.search : item.url,
        type,
        transferBytes: item.transferSize ?? 0,
        jsGzip: local && type === 'Script' ? scriptGzip(url.pathname) : 0,
      };
    });
}

/** `/web/assets/x.js` → its gzip size from the built file (as the server would compress it). */
function scriptGzip(pathname: string): number {
  const file = path.join(WEB_DIST, pathname.replace(/^\/web\//, ''));
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}
