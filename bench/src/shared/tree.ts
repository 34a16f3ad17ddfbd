import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What was measured: the commit of the checkout this bench runs from (not of the shell's
 * current directory), whether its tree differs from that commit, and whether the built output
 * that the bench and its servers run is older than the sources. A figure from a dirty tree or
 * a stale build belongs to no commit, and the tables say so.
 */
export type TreeState = {
  /** The full hash of HEAD, or 'unknown' outside a git checkout. */
  commit: string;
  dirty: boolean;
  /** Why the tree is dirty: `git status` lines, stale builds, a HEAD that moved mid-run. */
  reasons: string[];
};

const BENCH_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** What the bench itself writes: its results and the tables in its README. */
const OWN_OUTPUTS = ['bench/results/', 'bench/README.md'];
/** How a stale website build is named among the reasons (it concerns the web part only). */
export const WEB_BUILD = 'apps/web/dist';
/** At most this many reasons are kept (a tree with 300 changed files needs no list of 300). */
const MAX_REASONS = 20;

/** The reasons, the last saying how many more there were when they are too many to keep. */
const capped = (reasons: string[]) =>
  reasons.length <= MAX_REASONS
    ? reasons
    : [...reasons.slice(0, MAX_REASONS - 1), `and ${reasons.length - MAX_REASONS + 1} more`];

const git = (root: string, args: string[]) =>
  execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The repository's top folder, or undefined when the bench is not in a git checkout. */
function repositoryRoot(): string | undefined {
  try {
    return git(BENCH_DIR, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return undefined;
  }
}

/** Changed, staged, deleted and untracked (not ignored) files, minus the bench's own outputs. */
function uncommitted(root: string): string[] {
  const lines = git(root, ['status', '--porcelain=v1', '--untracked-files=all']).split('\n');
  return lines
    .filter((line) => line.trim() !== '')
    .filter((line) => !OWN_OUTPUTS.some((own) => line.slice(3).startsWith(own)))
    .map((line) => `uncommitted: ${line.trim()}`);
}

/**
 * TypeScript projects whose output is older than their sources: `tsc -b --dry` says which a
 * build would rebuild (a source touched but unchanged only "updates timestamps": not stale).
 */
function staleTypeScript(root: string): string[] {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  if (!existsSync(tsc)) return ['build not checked: no node_modules/typescript'];
  const output = execFileSync(process.execPath, [tsc, '-b', '--dry', root], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return [...output.matchAll(/A non-dry build would build project '([^']+)'/g)].map(
    (match) => `stale build: ${path.relative(root, match[1]!)} (run npm run build)`,
  );
}

/**
 * The website's build (Vite) against the sources it is made from: a tracked file of apps/web,
 * the SDK or the contract (tests and Markdown aside) newer than apps/web/dist/index.html means
 * it was built from other sources (a checkout, an edit since). By modification time, as Vite
 * keeps no record of its inputs: a file saved unchanged counts too.
 */
function staleWeb(root: string): string[] {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return [`stale build: ${WEB_BUILD} is missing (run npm run build)`];
  const builtAt = statSync(built).mtimeMs;
  const sources = git(root, ['ls-files', 'apps/web', 'packages/sdk/src', 'packages/contract/src'])
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.tsx?$|\.md$/.test(file));
  const newer = sources.filter((file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs > builtAt;
  });
  return newer.length > 0
    ? [
        `stale build: ${WEB_BUILD} is older than ${newer.length} source file(s), e.g. ${newer[0]} (run npm run build)`,
      ]
    : [];
}

/** The tree as it is now; `web` also checks the website's build (for the web part). */
export function treeState(options: { web?: boolean } = {}): TreeState {
  const root = repositoryRoot();
  if (!root) return { commit: 'unknown', dirty: true, reasons: ['not a git checkout'] };
  const reasons = [
    ...uncommitted(root),
    ...staleTypeScript(root),
    ...(options.web ? staleWeb(root) : []),
  ];
  return {
    commit: git(root, ['rev-parse', 'HEAD']).trim(),
    dirty: reasons.length > 0,
    reasons: capped(reasons),
  };
}

/**
 * The state a part's results record: the one at the start of the run, marked dirty as well
 * when the tree changed while it ran (a child process started later runs what is on disk).
 */
export function treeAfterRun(atStart: TreeState, options: { web?: boolean } = {}): TreeState {
  const now = treeState(options);
  const reasons = [...atStart.reasons];
  if (now.commit !== atStart.commit) {
    reasons.push(`HEAD moved during the run, from ${atStart.commit} to ${now.commit}`);
  }
  for (const reason of now.reasons) {
    if (!reasons.includes(reason)) reasons.push(`during the run: ${reason}`);
  }
  return { commit: atStart.commit, dirty: reasons.length > 0, reasons: capped(reasons) };
}
