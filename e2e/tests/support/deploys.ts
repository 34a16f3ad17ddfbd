import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/**
 * A build file for the deploy tests: `bytes` long, starting with the ZIP signature the API
 * checks for (APK and IPA files are ZIP archives), the rest varied so it does not compress.
 */
export function fakeBuild(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index += 1) buffer[index] = (index * 2654435761) >>> 24;
  buffer.write('PK\u0003\u0004', 0, 'latin1');
  return buffer;
}

/**
 * Writes a fake build to `path` for `setInputFiles(path)`: a local browser reads the file
 * itself, where a buffer of megabytes would cross the protocol and take seconds.
 */
export async function writeFakeBuild(path: string, bytes: number): Promise<Buffer> {
  const buffer = fakeBuild(bytes);
  await writeFile(path, buffer);
  return buffer;
}

export const APK_TYPE = 'application/vnd.android.package-archive';

/**
 * A version above every one this run has uploaded before: the API refuses (409) a version
 * lower than the current one unless asked to take it. It counts milliseconds since 2025 in
 * groups of at most four digits, as the version rule wants (7.a.b.c).
 */
export const uniqueVersion = () => {
  const ms = Date.now() - Date.UTC(2025, 0, 1);
  return `7.${Math.floor(ms / 1e8)}.${Math.floor(ms / 1e4) % 1e4}.${ms % 1e4}`;
};

// In-page script (the e2e project has no DOM types, so it is plain text): records every value
// the progress bar shows, from the moment it appears, in window.__progressValues.
const RECORD_PROGRESS = `(() => {
  const values = (window.__progressValues = []);
  const read = () => {
    const bar = document.querySelector('[role="progressbar"]');
    const value = bar && bar.getAttribute('aria-valuenow');
    if (value !== null && value !== undefined && values[values.length - 1] !== Number(value)) {
      values.push(Number(value));
    }
  };
  new MutationObserver(read).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuenow'],
  });
})()`;

/** Starts recording the values of the page's progress bar. */
export async function recordProgress(page: Page) {
  await page.evaluate(RECORD_PROGRESS);
}

/** The values the progress bar has shown since `recordProgress`. */
export function recordedProgress(page: Page): Promise<number[]> {
  return page.evaluate('window.__progressValues ?? []') as Promise<number[]>;
}

/**
 * Limits the browser's upload speed (Chromium's network emulation), so that a few megabytes
 * to a local server take long enough for the progress bar to be seen moving. The answer
 * turns the limit off.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const limit = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await limit(bytesPerSecond);
  return async () => {
    await limit(-1);
    await cdp.detach();
  };
}
