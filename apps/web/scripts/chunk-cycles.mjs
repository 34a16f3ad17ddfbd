/**
 * Throws when two chunks of a build import each other, directly or around a longer loop, by
 * their static imports in Vite's manifest. Such a loop runs one chunk's modules before those
 * they need from the other: "x is not a function" at load, as a group that takes its modules
 * without their imports can cause (vite.config.ts).
 * @param {Record<string, { imports?: string[] }>} manifest Vite's `.vite/manifest.json`
 * @example assertNoChunkCycle(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')));
 */
export function assertNoChunkCycle(manifest) {
  const done = new Set();
  const path = [];
  const onPath = new Set();
  const visit = (key) => {
    if (done.has(key)) return;
    if (onPath.has(key)) {
      const loop = [...path.slice(path.indexOf(key)), key].map(
        (name) => manifest[name]?.file ?? name,
      );
      throw new Error(`chunks import each other: ${loop.join(' → ')}`);
    }
    onPath.add(key);
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    path.pop();
    onPath.delete(key);
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key);
}
