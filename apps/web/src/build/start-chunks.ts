import type { Plugin } from 'vite';

/** A module of the app's own (the website's sources, the SDK's, the contract's). */
const OWN = /[\\/](apps[\\/]web[\\/]src|packages[\\/](sdk|contract)[\\/]src)[\\/]/;
/** What a first screen must not bring along: zod, for the forms and the contract's schemas. */
const HEAVY = /[\\/]node_modules[\\/]zod[\\/]/;

/** A group of modules for `codeSplitting.groups`, named after the screen that needs them. */
export type StartGroup = {
  name: string;
  /** The modules whose static imports, followed all the way, make up the group. */
  from: RegExp[];
};

/**
 * The member app's first screen in two scripts rather than sixty. Left to itself the bundler
 * gives each set of importers a chunk of its own: Descubrir came as 65 scripts of 1 to 3 KiB,
 * fetched in a chain, a round trip each on a phone's HTTP/1.1 (issue 39, bench/README.md).
 * Each group takes the app's own modules that its `from` modules import statically, all the
 * way down (an earlier group keeps what it took), except any that reaches zod through its
 * imports: that would put zod's 26 KiB on a screen that parses no form.
 * @returns the plugin that reads the module graph, and the groups for `codeSplitting.groups`
 */
export function startChunks(groups: StartGroup[]) {
  const member = new Map<string, string>();
  const plugin: Plugin = {
    name: 'start-chunks',
    buildEnd() {
      // Every module is parsed by now, and chunking has not begun.
      const ids = [...this.getModuleIds()];
      const importers = new Map<string, string[]>();
      for (const id of ids) {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          importers.set(imported, [...(importers.get(imported) ?? []), id]);
        }
      }
      const heavy = new Set<string>();
      const pending = ids.filter((id) => HEAVY.test(id));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (heavy.has(id)) continue;
        heavy.add(id);
        pending.push(...(importers.get(id) ?? []));
      }
      for (const group of groups) {
        const walk = ids.filter((id) => group.from.some((from) => from.test(id)));
        const seen = new Set<string>();
        while (walk.length > 0) {
          const id = walk.pop()!;
          if (seen.has(id) || heavy.has(id)) continue;
          seen.add(id);
          if (OWN.test(id) && !member.has(id)) member.set(id, group.name);
          walk.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
  const codeSplittingGroups = groups.map((group, index) => ({
    name: group.name,
    test: (id: string) => member.get(id) === group.name,
    // The earlier group first: a module both reach is the earlier one's.
    priority: groups.length - index,
  }));
  return { plugin, groups: codeSplittingGroups };
}
