import type { SettingsService } from './settings.service.js';

/**
 * Reference rows by id, held in memory while the version under `key` (decision 0002: a hash
 * stored after every seed or edit) stays the same, so the views of every list name their
 * options and cities without asking the database. An id the copy lacks is asked for at once
 * (rows are only ever added), and a new version loads everything again.
 * @example const cities = versionedCache(settings, VERSION_KEYS.country, loadAll, loadSome);
 */
export function versionedCache<T>(
  settings: Pick<SettingsService, 'get'>,
  key: string,
  loadAll: () => Promise<Map<number, T>>,
  loadSome: (ids: number[]) => Promise<Map<number, T>>,
) {
  let held: { version: string | undefined; rows: Map<number, T> } | undefined;
  let loading: { version: string | undefined; promise: Promise<Map<number, T>> } | undefined;

  async function current(): Promise<Map<number, T>> {
    const version = await settings.get(key);
    if (held && held.version === version) return held.rows;
    if (loading && loading.version === version) return loading.promise;
    const promise = loadAll().then((rows) => {
      held = { version, rows };
      return rows;
    });
    const entry = { version, promise };
    loading = entry;
    // Settled either way, the next read may load again (after a failure, it must).
    const settled = () => {
      if (loading === entry) loading = undefined;
    };
    promise.then(settled, settled);
    return promise;
  }

  return {
    /** Every row, by id. */
    all: current,

    /** These rows by id (unknown ids left out). */
    async byIds(ids: number[]): Promise<Map<number, T>> {
      const rows = await current();
      const found = new Map<number, T>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const row = rows.get(id);
        if (row === undefined) missing.push(id);
        else found.set(id, row);
      }
      if (missing.length > 0) {
        for (const [id, row] of await loadSome(missing)) {
          found.set(id, row);
          rows.set(id, row);
        }
      }
      return found;
    },
  };
}
