import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Runs that measured nothing, run again, per page. */
const MAX_RETRIES = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseScores = {
  url: string;
  runs: number;
  /** 0-100; performance is the median of the runs, the others do not vary. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits below full marks that count in a category, to say why a score is not 100. */
  failing: Array<{ category: string; audit: string; score: number; title: string }>;
  /** What Lighthouse says would save load time (text compression, unused JavaScript...). */
  opportunities: Array<{ audit: string; title: string; savingsMs: number; savingsBytes: number }>;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type LighthouseOptions = {
  /**
   * A new browser (a new profile: no HTTP cache, no storage) for every run, rather than one
   * browser whose storage Lighthouse clears before each run.
   */
  freshBrowserPerRun?: boolean;
  /**
   * Sets the page up before each run (a session's token, say); Lighthouse then keeps the
   * origin's storage instead of clearing it, so this needs `freshBrowserPerRun`.
   */
  before?: (page: Page) => Promise<void>;
};

/**
 * Lighthouse 12's default (mobile, simulated throttling) run of `url` in the Debian Chromium,
 * `runs` times in one browser; the median run is reported.
 */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  return (await lighthouseMedian(url, runs)).scores;
}

/** The same, with options, the median run's whole report beside its scores. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  options: LighthouseOptions = {},
): Promise<{ scores: LighthouseScores; lhr: Result }> {
  if (options.before && !options.freshBrowserPerRun) {
    throw new Error('a page set up before the run needs a fresh browser per run');
  }
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const browserFor = async () => {
    if (chrome && !options.freshBrowserPerRun) return chrome;
    chrome?.kill();
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    return chrome;
  };
  try {
    const results: Result[] = [];
    let retried = 0;
    while (results.length < runs) {
      const { port } = await browserFor();
      let page: Page | undefined;
      if (options.before) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
        page = await browser.newPage();
        await options.before(page);
      }
      const result = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: Boolean(options.before),
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      // Now and then this Chromium's trace lacks the navigation start (NO_NAVSTART), and
      // Lighthouse asks to run again: a run that measured nothing is run again, a few times.
      if (error && retried < MAX_RETRIES) {
        retried++;
        console.warn(`${url}: ${error.code}, running Lighthouse again`);
        continue;
      }
      if (error) throw new Error(`${url}: ${error.message}`);
      results.push(result.lhr);
    }
    const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
    const medianScore = median(results.map(performance));
    const lhr = results.find((candidate) => performance(candidate) === medianScore)!;
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const failing: LighthouseScores['failing'] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        failing.push({ category: id, audit: ref.id, score: audit.score, title: audit.title });
      }
    }
    const opportunities: LighthouseScores['opportunities'] = [];
    for (const [id, audit] of Object.entries(lhr.audits)) {
      const details = audit.details as
        { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      if (details?.type !== 'opportunity') continue;
      const savingsMs = Math.round(details.overallSavingsMs ?? 0);
      const savingsBytes = Math.round(details.overallSavingsBytes ?? 0);
      if (savingsMs > 0 || savingsBytes > 0) {
        opportunities.push({ audit: id, title: audit.title, savingsMs, savingsBytes });
      }
    }
    const scores: LighthouseScores = {
      url,
      runs,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: numeric('speed-index'),
      },
      failing,
      opportunities: opportunities.sort((a, b) => b.savingsMs - a.savingsMs),
    };
    return { scores, lhr };
  } finally {
    chrome?.kill();
  }
}
