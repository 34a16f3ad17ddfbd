import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
};

/** Where sampled time went: a package, a file of ours, or what V8 calls idle or GC. */
export type ProfileShare = { where: string; share: number };

/** Starts V8's sampling profiler in this process; `stop` summarises where the time went. */
export async function startProfile(): Promise<{ stop(): Promise<ProfileShare[]> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.post('Profiler.stop')) as {
        profile: { nodes: ProfileNode[] };
      };
      session.disconnect();
      // BENCH_PROFILE_DIR keeps the whole profile, for DevTools or a closer look by function.
      const dir = process.env.BENCH_PROFILE_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${Date.now()}.cpuprofile`), JSON.stringify(profile));
      }
      return summarize(profile.nodes);
    },
  };
}

function where(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(apps\/[^/]+\/dist\/.+|packages\/[^/]+\/dist\/.+)$/.exec(url);
  return ours ? ours[1]! : url;
}

function summarize(nodes: ProfileNode[]): ProfileShare[] {
  const hits = new Map<string, number>();
  let total = 0;
  for (const node of nodes) {
    const count = node.hitCount ?? 0;
    total += count;
    const key = where(node.callFrame);
    hits.set(key, (hits.get(key) ?? 0) + count);
  }
  return [...hits]
    .map(([key, count]) => ({
      where: key,
      share: Math.round((count / Math.max(1, total)) * 1000) / 10,
    }))
    .sort((a, b) => b.share - a.share)
    .slice(0, 15);
}
