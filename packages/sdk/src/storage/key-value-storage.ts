/**
 * Where the SDK keeps the saved token and the reference-data caches. Browsers use
 * `localStorageStorage()`, tests and servers `memoryStorage()`; the mobile app passes its own
 * (AsyncStorage fits as is). Each method may answer directly or with a promise.
 */
export type KeyValueStorage = {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
};

/**
 * Reads a JSON value; an absent or unreadable entry answers `undefined`.
 * @example const cached = await readJson<{ version: string }>(storage, 'texts local');
 */
export async function readJson<T>(storage: KeyValueStorage, key: string): Promise<T | undefined> {
  const text = await storage.getItem(key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes a value as JSON text.
 * @example await writeJson(storage, 'texts local', { version: 'a1', data: {} });
 */
export async function writeJson(
  storage: KeyValueStorage,
  key: string,
  value: unknown,
): Promise<void> {
  await storage.setItem(key, JSON.stringify(value));
}
