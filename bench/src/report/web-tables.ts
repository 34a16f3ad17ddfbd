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
  /** A signed-in member's first screen of the app; absent in results written before it. */
  member?: Array<{
    state: string;
    runs: number;
    scores: Record<string, number>;
    metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
    jsGzip: number;
    requests: Array<{ path: string; type: string; transferBytes: number; jsGzip: number }>;
    opportunities: Array<{ audit: string; savingsMs: number; savingsBytes: number }>;
  }>;
  skipped?: string;
  /** Why the member's first screen was not measured, when it failed. */
  memberFailed?: string;
};

type MemberRow = NonNullable<WebResult['member']>[number];

/** The member app's first screen: its scores, then every request it made, by kind. */
function memberTables(member: MemberRow[]): string[] {
  if (member.length === 0) return [];
  const basename = (path: string) => path.split('?')[0]!.split('/').pop() ?? path;
  return [
    '',
    markdownTable(
      [
        { header: 'member app, Descubrir' },
        { header: 'performance', align: 'right' },
        { header: 'accessibility', align: 'right' },
        { header: 'FCP ms', align: 'right' },
        { header: 'LCP ms', align: 'right' },
        { header: 'TBT ms', align: 'right' },
        { header: 'JS gzip KiB', align: 'right' },
        { header: 'scripts', align: 'right' },
        { header: 'requests', align: 'right' },
      ],
      member.map((row) => [
        `${row.state} (median of ${row.runs})`,
        String(row.scores.performance),
        String(row.scores.accessibility),
        grouped(row.metrics.fcpMs),
        grouped(row.metrics.lcpMs),
        grouped(row.metrics.tbtMs),
        kib(row.jsGzip),
        String(row.requests.filter((request) => request.type === 'Script').length),
        String(row.requests.length),
      ]),
    ),
    ...member.flatMap((row) => {
      const kinds = byKey(row.requests, (request) => request.type);
      const assets = (type: string) =>
        (kinds.get(type) ?? [])
          .map((request) =>
            type === 'Script'
              ? `${basename(request.path)} ${kib(request.jsGzip)}`
              : basename(request.path),
          )
          .join(', ');
      const others = row.requests.filter(
        (request) => request.type !== 'Script' && request.type !== 'Stylesheet',
      );
      return [
        '',
        `**The requests of the median run, ${row.state}**: ${[...kinds]
          .map(([type, requests]) => `${requests.length} ${type}`)
          .join(', ')}.`,
        '',
        `- Scripts (KiB gzip): ${assets('Script')}.`,
        `- Stylesheets: ${assets('Stylesheet')}.`,
        `- The others, in order: ${others
          .map(
            (request) =>
              `\`${request.path.length > 60 ? `${request.path.slice(0, 57)}…` : request.path}\` (${kib(request.transferBytes)} KiB)`,
          )
          .join(', ')}.`,
        ...row.opportunities.map(
          (opportunity) =>
            `- Lighthouse's \`${opportunity.audit}\` would save ${grouped(opportunity.savingsMs)} ms (${kib(opportunity.savingsBytes)} KiB).`,
        ),
      ];
    }),
  ];
}

function byKey<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

/** The public pages' savings Lighthouse names, after a blank line; none (all at 100) adds none. */
function opportunityLines(pages: WebResult['lighthouse']): string[] {
  const lines = pages.flatMap((row) =>
    row.opportunities.map(
      (opportunity) =>
        `- \`${new URL(row.url).pathname}\`: Lighthouse's \`${opportunity.audit}\` would save ${grouped(opportunity.savingsMs)} ms (${kib(opportunity.savingsBytes)} KiB).`,
    ),
  );
  return lines.length === 0 ? [] : ['', ...lines];
}

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
    ...opportunityLines(result.lighthouse),
    ...memberTables(result.member ?? []),
    ...(result.skipped ? [`- Lighthouse skipped: ${result.skipped}`] : []),
    ...(result.memberFailed
      ? [`- The member app's first screen was not measured: ${result.memberFailed}`]
      : []),
  ].join('\n');
}
