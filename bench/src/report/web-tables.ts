import { markdownTable } from '../shared/markdown.js';
import { grouped } from '../shared/stats.js';
import { kib, heading, read } from './common.js';

type WebResult = {
  routes: Array<{
    route: string;
    jsGzip: number;
    jsBytes: number;
    /** Absent in results written before the islands. */
    partsJsGzip?: number;
    cssGzip: number;
    cssBytes: number;
    htmlGzip: number;
  }>;
  lighthouse: Array<{
    url: string;
    runs: number;
    scores: Record<string, number>;
    metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
    opportunities: Array<{ audit: string; savingsMs: number; savingsBytes: number }>;
  }>;
  skipped?: string;
};

/** The website tables: bytes per route, Lighthouse per page, and its largest savings. */
export function web(): string | undefined {
  const result = read<WebResult>('web');
  if (!result) return undefined;
  return [
    heading(result),
    '',
    markdownTable(
      [
        { header: 'route' },
        { header: 'JS gzip KiB', align: 'right' },
        { header: 'JS raw KiB', align: 'right' },
        { header: 'parts JS gzip KiB', align: 'right' },
        { header: 'CSS gzip KiB', align: 'right' },
        { header: 'CSS raw KiB', align: 'right' },
        { header: 'HTML gzip KiB', align: 'right' },
      ],
      result.routes.map((row) => [
        `\`${row.route}\``,
        kib(row.jsGzip),
        kib(row.jsBytes),
        row.partsJsGzip === undefined ? '' : kib(row.partsJsGzip),
        kib(row.cssGzip),
        kib(row.cssBytes),
        kib(row.htmlGzip),
      ]),
    ),
    '',
    markdownTable(
      [
        { header: 'Lighthouse' },
        { header: 'performance', align: 'right' },
        { header: 'accessibility', align: 'right' },
        { header: 'best practices', align: 'right' },
        { header: 'SEO', align: 'right' },
        { header: 'FCP ms', align: 'right' },
        { header: 'LCP ms', align: 'right' },
        { header: 'TBT ms', align: 'right' },
        { header: 'CLS', align: 'right' },
      ],
      result.lighthouse.map((row) => [
        `\`${new URL(row.url).pathname}\` (median of ${row.runs})`,
        String(row.scores.performance),
        String(row.scores.accessibility),
        String(row.scores['best-practices']),
        String(row.scores.seo),
        grouped(row.metrics.fcpMs),
        grouped(row.metrics.lcpMs),
        grouped(row.metrics.tbtMs),
        String(row.metrics.cls),
      ]),
    ),
    '',
    ...result.lighthouse.flatMap((row) =>
      row.opportunities.map(
        (opportunity) =>
          `- \`${new URL(row.url).pathname}\`: Lighthouse's \`${opportunity.audit}\` would save ${grouped(opportunity.savingsMs)} ms (${kib(opportunity.savingsBytes)} KiB).`,
      ),
    ),
    ...(result.skipped ? [`- Lighthouse skipped: ${result.skipped}`] : []),
  ].join('\n');
}
