import type { Plugin } from 'vite';

/** What a first screen must not bring along: zod, for the forms and the contract's schemas. */
const HEAVY = /[\\/]node_modules[\\/]zod[\\/]/;

/** A group of modules for `codeSplitting.groups`, named after the screen that needs them. */
export type StartGroup = {
  name: string;
  /** The modules whose static imports, followed all the way, make up the group. */
  from: RegExp[];
};

/** The public pages, whose modules the app's first screen shares: they keep them apart. */
export type SharedPages = {
  name: string;
  /** The pages' own modules (each prerendered page's route). */
  from: RegExp[];
};

/**
 * The member app's first screen in a few scripts rather than sixty. Left to itself the bundler
 * gives each set of importers a chunk of its own: Descubrir came as 65 scripts of 1 to 3 KiB,
 * fetched in a chain, a round trip each on a phone's HTTP/1.1 (issue 39, bench/README.md).
 * Each group takes the modules its `from` modules import statically, all the way down (the
 * app's, the SDK's, and libraries' the entry does not import; an earlier group keeps what it
 * took), but never:
 * - a module that reaches zod through its imports: zod's 26 KiB on a screen without a form;
 * - one the entry imports: the entry would then import the group, on every page;
 * - one a public page imports: that page would load the group's whole stylesheet. Those the
 *   first screen shares with the public pages make a chunk of their own (`shared`).
 * @returns the plugin that reads the module graph, and the groups for `codeSplitting.groups`
 */
export function startChunks(groups: StartGroup[], shared: SharedPages) {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'start-chunks',
    buildEnd() {
      // Every module is parsed by now, and chunking has not begun.
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const importers = new Map<string, string[]>();
      for (const id of ids) {
        for (const imported of importsOf(id)) {
          importers.set(imported, [...(importers.get(imported) ?? []), id]);
        }
      }
      const heavy = reach(
        ids.filter((id) => HEAVY.test(id)),
        (id) => importers.get(id) ?? [],
      );
      const entry = reach(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        importsOf,
      );
      const pages = reach(
        ids.filter((id) => shared.from.some((from) => from.test(id))),
        importsOf,
      );
      for (const group of groups) {
        const starts = ids.filter((id) => group.from.some((from) => from.test(id)));
        const wanted = reach(starts, importsOf, (id) => heavy.has(id) || entry.has(id));
        for (const id of wanted) {
          if (chunkOf.has(id)) continue;
          chunkOf.set(id, pages.has(id) ? shared.name : group.name);
        }
      }
    },
  };
  const names = [shared.name, ...groups.map((group) => group.name)];
  const codeSplittingGroups = names.map((name, index) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    priority: names.length - index,
    // Only the modules chosen above: the bundler would otherwise pull their imports in too,
    // React and the router among them, out of the entry, which would then import the group.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups: codeSplittingGroups };
}

/** Every module reachable from `starts` through `next`, never past one `stop` refuses. */
function reach(
  starts: string[],
  next: (id: string) => readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || stop(id)) continue;
    found.add(id);
    pending.push(...next(id));
  }
  return found;
}
